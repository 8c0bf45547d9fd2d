import { useLayoutEffect, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import {
  movePlace,
  placeCells,
  resizePlace,
  toggleNewRow,
  type Direction,
  type LayoutPlace,
} from '../core/index';
import { useT } from '../i18n';

/** The drag payload's type: an element name of this form. */
export const DRAG_TYPE = 'application/x-insulcalc-element';

export interface GridSection {
  name: string;
  title: string;
  places: LayoutPlace[];
}

export interface DesignerGridProps {
  sections: GridSection[];
  /** Label and control type shown in a cell. */
  describe(name: string): { label: string; controlType: string };
  selected: string | null;
  onSelect(name: string): void;
  onPlaces(section: string, places: LayoutPlace[]): void;
  /** Drop (or keyboard move) of an element to a section at an index. */
  onDrop(name: string, section: string, index: number): void;
  onRemove(name: string): void;
}

const ARROWS: Record<string, Direction> = {
  ArrowLeft: 'left',
  ArrowRight: 'right',
  ArrowUp: 'up',
  ArrowDown: 'down',
};

/**
 * The sections of a form on the 12-column grid. Every cell is a button: drag it onto another cell
 * (it goes before that cell) or onto a section's end zone; or, with the keyboard, arrows move it,
 * Shift+arrows resize it, N starts a new row with it, Delete removes it. Each change is announced
 * in a live region with the cell's new row and column.
 */
export function DesignerGrid(props: DesignerGridProps) {
  const t = useT();
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  // The cell to focus after the next render (a ref: focusing must not cause another render).
  const pendingFocus = useRef<string | null>(null);
  const setFocusName = (name: string) => {
    pendingFocus.current = name;
  };
  const [announcement, setAnnouncement] = useState('');
  const [dropTarget, setDropTarget] = useState<string | null>(null);

  // React moves the cell's node when the order changes; the moved cell keeps the focus.
  useLayoutEffect(() => {
    const name = pendingFocus.current;
    if (!name) return;
    pendingFocus.current = null;
    buttons.current.get(name)?.focus();
  });

  const announce = (places: LayoutPlace[], name: string) => {
    const cell = placeCells(places).find((c) => c.name === name);
    if (cell)
      setAnnouncement(
        t('Designer_CellPosition', {
          name,
          row: cell.row + 1,
          column: cell.columnStart,
          colSpan: cell.colSpan,
          rowSpan: cell.rowSpan,
        }),
      );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, section: GridSection, name: string) => {
    let next: LayoutPlace[];
    const direction = ARROWS[event.key];
    if (direction && event.shiftKey) {
      const columns = direction === 'left' ? -1 : direction === 'right' ? 1 : 0;
      const rows = direction === 'up' ? -1 : direction === 'down' ? 1 : 0;
      next = resizePlace(section.places, name, columns, rows);
    } else if (direction && !event.altKey && !event.ctrlKey && !event.metaKey) {
      const index = props.sections.indexOf(section);
      const cells = placeCells(section.places);
      const cell = cells.find((c) => c.name === name)!;
      const lastRow = cells[cells.length - 1]?.row ?? 0;
      // Up from the first row / down from the last row (alone in it) goes to the neighbour section.
      const neighbour =
        direction === 'up' && cell.row === 0
          ? props.sections[index - 1]
          : direction === 'down' &&
              cell.row === lastRow &&
              cells.filter((c) => c.row === lastRow).length === 1
            ? props.sections[index + 1]
            : undefined;
      if (neighbour) {
        event.preventDefault();
        props.onDrop(name, neighbour.name, direction === 'up' ? neighbour.places.length : 0);
        setFocusName(name);
        setAnnouncement(t('Designer_MovedToSection', { name, section: neighbour.title }));
        return;
      }
      next = movePlace(section.places, name, direction);
    } else if (event.key === 'n' || event.key === 'N') next = toggleNewRow(section.places, name);
    else if (event.key === 'Delete') {
      event.preventDefault();
      props.onRemove(name);
      setAnnouncement(t('Designer_Removed', { name }));
      return;
    } else return;
    event.preventDefault();
    props.onPlaces(section.name, next);
    setFocusName(name);
    announce(next, name);
  };

  const dragStart = (event: DragEvent, name: string) => {
    event.dataTransfer.setData(DRAG_TYPE, name);
    event.dataTransfer.setData('text/plain', name);
    event.dataTransfer.effectAllowed = 'move';
  };
  const dragOver = (event: DragEvent, target: string) => {
    if (!event.dataTransfer.types.includes(DRAG_TYPE)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
    if (dropTarget !== target) setDropTarget(target);
  };
  const drop = (event: DragEvent, section: string, index: number) => {
    const name = event.dataTransfer.getData(DRAG_TYPE);
    setDropTarget(null);
    if (!name) return;
    event.preventDefault();
    props.onDrop(name, section, index);
    setAnnouncement(t('Designer_MovedToSection', { name, section }));
  };

  return (
    <div className="ic-designer-sections">
      <p id="ic-designer-keys" className="ic-designer-hint">
        {t('Designer_KeyboardHelp')}
      </p>
      <div aria-live="polite" className="ic-visually-hidden">
        {announcement}
      </div>
      {props.sections.map((section) => {
        const cells = placeCells(section.places);
        const headingId = `ic-designer-section-${section.name}`;
        return (
          <section key={section.name} className="ic-designer-section" aria-labelledby={headingId}>
            <h2 id={headingId}>{section.title}</h2>
            <ul className="ic-designer-grid" aria-labelledby={headingId}>
              {cells.map((cell, index) => {
                const info = props.describe(cell.name);
                const target = `${section.name}:${cell.name}`;
                return (
                  <li
                    key={cell.name}
                    className={`ic-designer-cell${dropTarget === target ? ' ic-drop-target' : ''}`}
                    style={
                      {
                        '--ic-col-start': cell.columnStart,
                        '--ic-col-span': cell.colSpan,
                        '--ic-row-span': cell.rowSpan,
                      } as React.CSSProperties
                    }
                    onDragOver={(e) => dragOver(e, target)}
                    onDragLeave={() => setDropTarget(null)}
                    onDrop={(e) => drop(e, section.name, index)}
                  >
                    <button
                      type="button"
                      draggable
                      data-element={cell.name}
                      ref={(node) => {
                        if (node) buttons.current.set(cell.name, node);
                        else buttons.current.delete(cell.name);
                      }}
                      aria-pressed={props.selected === cell.name}
                      aria-describedby="ic-designer-keys"
                      onClick={() => props.onSelect(cell.name)}
                      onKeyDown={(e) => onKeyDown(e, section, cell.name)}
                      onDragStart={(e) => dragStart(e, cell.name)}
                    >
                      <span className="ic-designer-cell-name">{info.label || cell.name}</span>
                      <span className="ic-designer-cell-type">
                        {info.controlType} · {cell.colSpan}/12
                        {cell.rowSpan > 1 ? ` × ${cell.rowSpan}` : ''}
                      </span>
                      <span className="ic-visually-hidden" data-place>
                        {t('Designer_CellPlace', {
                          name: cell.name,
                          row: cell.row + 1,
                          column: cell.columnStart,
                          colSpan: cell.colSpan,
                        })}
                      </span>
                    </button>
                  </li>
                );
              })}
              <li
                className={`ic-designer-dropzone${dropTarget === `${section.name}:end` ? ' ic-drop-target' : ''}`}
                data-dropzone={section.name}
                onDragOver={(e) => dragOver(e, `${section.name}:end`)}
                onDragLeave={() => setDropTarget(null)}
                onDrop={(e) => drop(e, section.name, section.places.length)}
              >
                {t('Designer_DropHere')}
              </li>
            </ul>
          </section>
        );
      })}
    </div>
  );
}
