import { BarChart } from '@mui/x-charts/BarChart';
import type { FiguraCruscotto } from '@compliance/shared';
import { FiguraTabella, type VistaTabella } from './figura-tabella.tsx';

/**
 * A figure as a bar chart (@mui/x-charts, as the operations dashboard) above its table alternative, which carries
 * the same numbers as links to the filtered lists; the chart itself is one image described by the figure's text.
 */
export function FiguraGrafico({ figura, vista }: { figura: FiguraCruscotto; vista: VistaTabella }) {
  const dataset = figura.voci.map((v) => ({ etichetta: v.etichetta, valore: v.valore }));
  return (
    <FiguraTabella figura={figura} vista={vista}>
      <div
        role="img"
        aria-label={`${figura.titolo}: grafico a barre`}
        aria-describedby={`figura-${figura.id}-desc`}
      >
        <BarChart
          dataset={dataset}
          height={240}
          xAxis={[{ scaleType: 'band', dataKey: 'etichetta' }]}
          series={[{ dataKey: 'valore', label: vista.misura, color: '#0b4f8a' }]}
          hideLegend
          skipAnimation
        />
      </div>
    </FiguraTabella>
  );
}
