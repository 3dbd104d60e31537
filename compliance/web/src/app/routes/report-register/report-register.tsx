import { WorkAreaScreen } from '../work-area-screen.tsx';

// This module is the report register's own chunk (loaded by the router on demand, spec §2).

/** `registrosegnalazioni`: the report register (no authentication check, spec §6). */
export function ReportRegisterScreen() {
  return <WorkAreaScreen routeId="registrosegnalazioni" />;
}

/** `registrosegnalazioni/segnalazione/{id}/{readonly}/{layout}`: one report. */
export function ReportDetailScreen() {
  return <WorkAreaScreen routeId="segnalazione" />;
}

/** The register's screens by route id, for the lazy route table (app/area-screens.tsx). */
export const screens = { registrosegnalazioni: ReportRegisterScreen, segnalazione: ReportDetailScreen };
