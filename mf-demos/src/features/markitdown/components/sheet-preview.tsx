// The rendered preview: each sheet as an HTML table built from the converted cells (no HTML from the file is trusted).
import { Fragment } from 'react';
import { trimTable, type SheetTable } from '../lib/markdown';
import styles from './mark-it-down.module.css';

function CellText({ text }: { text: string }) {
  const lines = text.split(/\r\n|\r|\n/);
  return (
    <>
      {lines.map((line, index) => (
        <Fragment key={index}>
          {index > 0 && <br />}
          {line}
        </Fragment>
      ))}
    </>
  );
}

export function SheetPreview({ tables }: { tables: SheetTable[] }) {
  return (
    <div className={styles.preview}>
      {tables.map((sheet, sheetIndex) => {
        const [header, ...body] = trimTable(sheet.rows);
        return (
          <section key={sheetIndex} aria-label={sheet.name}>
            <h3>{sheet.name}</h3>
            {header && header.length > 0 ? (
              <div className={styles.tableScroll}>
                <table className={styles.table}>
                  <thead>
                    <tr>
                      {header.map((cell, col) => (
                        <th key={col} scope="col">
                          <CellText text={cell} />
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {body.map((row, rowIndex) => (
                      <tr key={rowIndex}>
                        {row.map((cell, col) => (
                          <td key={col}>
                            <CellText text={cell} />
                          </td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            ) : (
              <p className={styles.empty}>空のシートです。</p>
            )}
          </section>
        );
      })}
    </div>
  );
}
