import type { AssignedAlert } from '@compliance/shared';
import type { Principal } from '../../auth/access-token.service.ts';
import { homeSource } from '../home-source.ts';

/** A source of alerts assigned to a person (the operations monitoring queue implements it). */
export interface AssignedAlertSource {
  assignedTo(principal: Principal): Promise<AssignedAlert[]>;
}

/** Home's `assignedAlerts`: the alerts every registered queue assigns to the person; `fontiAlert` how many queues. */
export const assignedAlertsHomeSource = (queues: readonly AssignedAlertSource[]) =>
  homeSource({
    name: 'assignedAlerts',
    async figures({ principal }) {
      const alerts: AssignedAlert[] = [];
      for (const queue of queues) alerts.push(...(await queue.assignedTo(principal)));
      return { assignedAlerts: alerts, fontiAlert: queues.length };
    },
  });
