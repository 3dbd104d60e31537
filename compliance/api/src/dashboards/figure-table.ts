import type { CruscottoId } from '@compliance/shared';
import type { Figura } from './figura.ts';
import { arretratoVerifica } from './figure/arretrato-verifica.ts';
import { avRafforzata } from './figure/av-rafforzata.ts';
import { documentiRiconoscimento } from './figure/documenti-riconoscimento.ts';
import { completamentoDipendenze } from './figure/completamento-dipendenze.ts';
import { override } from './figure/override.ts';
import { perClasse } from './figure/per-classe.ts';
import { perStato } from './figure/per-stato.ts';
import { revisioniAnticipate } from './figure/revisioni-anticipate.ts';
import { scadenze } from './figure/scadenze.ts';
import { scadenzeDipendenze, scadutiDipendenze } from './figure/scadenze-dipendenze.ts';

/** The figures of each dashboard, in the order they are shown: one table, one module per figure. */
export const FIGURE_CRUSCOTTI: Readonly<Record<CruscottoId, readonly Figura[]>> = {
  monitoraggioquestionari: [
    perStato,
    perClasse,
    completamentoDipendenze,
    arretratoVerifica,
    avRafforzata,
    override,
    scadenze,
  ],
  inscadenza: [scadenze, revisioniAnticipate, scadenzeDipendenze, scadutiDipendenze, documentiRiconoscimento],
};
