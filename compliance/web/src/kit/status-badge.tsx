import Chip from '@mui/material/Chip';

/** A badge's tone: what the state means for the user's work. */
export type BadgeTone = 'success' | 'warning' | 'error' | 'info' | 'neutral';

/**
 * Text and background of each tone: the text keeps at least 7:1 against its background (WCAG 2.1 1.4.3, AA asks
 * 4.5:1), and the badge always shows its label, so the colour is never the only cue (1.4.1).
 */
const TONES: Record<BadgeTone, { color: string; backgroundColor: string; borderColor: string }> = {
  success: { color: '#1b4d1e', backgroundColor: '#e6f4e7', borderColor: '#2e7d32' },
  warning: { color: '#5c3100', backgroundColor: '#fff1dc', borderColor: '#b25e00' },
  error: { color: '#7d0016', backgroundColor: '#fde9ec', borderColor: '#a4001d' },
  info: { color: '#073a66', backgroundColor: '#e5eff9', borderColor: '#0b4f8a' },
  neutral: { color: '#1a1a1a', backgroundColor: '#eeeeee', borderColor: '#6b6b6b' },
};

/** A state or risk badge in lists and details: a small outlined chip with the Italian `label` in `tone`'s colours. */
export function StatusBadge({ label, tone }: { label: string; tone: BadgeTone }) {
  return <Chip size="small" variant="outlined" label={label} sx={{ ...TONES[tone], fontWeight: 600 }} />;
}
