import { useParams } from 'react-router';
import { suiteRoute } from '../../config/work-areas.ts';
import { useDocumentTitle } from '../../ui/use-document-title.ts';

/**
 * Placeholder of a work-area screen of spec §2: its Italian title and the route parameters it received
 * (id, readonly, layout, tipopersona, submission, verified). The screens themselves come with the next issue.
 */
export function WorkAreaScreen({ routeId }: { routeId: string }) {
  const route = suiteRoute(routeId);
  const params = Object.entries(useParams()).filter(
    (entry): entry is [string, string] => entry[0] !== '*' && entry[1] !== undefined,
  );
  useDocumentTitle(route.title);
  return (
    <section aria-labelledby="page-title" data-route={route.id}>
      <h1 id="page-title">{route.title}</h1>
      {params.length > 0 && (
        <>
          <h2>Parametri</h2>
          <dl className="params">
            {params.map(([name, value]) => (
              <div key={name}>
                <dt>{name}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
      <p>Questa sezione sarà disponibile a breve.</p>
    </section>
  );
}
