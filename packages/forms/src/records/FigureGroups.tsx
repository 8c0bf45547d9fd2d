import type { FigureGroup } from './figures';
import { shownFigure } from './figures';
import { RecordStyles } from './RecordStyles';

/**
 * The configurator's rows (object, medium, ambient, layers, heat loss …) as a definition list per
 * group: how a record and its task show a calculation, never as JSON.
 */
export function FigureGroups({ groups, headingLevel }: { groups: FigureGroup[]; headingLevel: 3 | 4 }) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <div className="ic-figures">
      <RecordStyles />
      {groups.map((g, i) => (
        <section key={i}>
          {g.title ? <Heading className="ic-figures-title">{g.title}</Heading> : null}
          <dl>
            {g.rows.map((r, j) => (
              <div key={j}>
                <dt>{r.label}</dt>
                <dd>{shownFigure(r)}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
