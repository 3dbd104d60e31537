/** Version of the widget this package reproduces (spec §1); also keys the language cache (spec §7 "Other"). */
export const WIDGET_VERSION = '2.21.0';
