import React from 'react'

import { tableColumns, type DashboardTable } from '@/features/dashboard/tables'

/** Read by screen readers whether shown or not; the toggle shows it to everyone. */
const visuallyHidden: React.CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
}

const cell: React.CSSProperties = {
  padding: '4px 8px',
  borderBottom: '1px solid var(--theme-elevation-150)',
  textAlign: 'right',
}

type Props = { id: string; table: DashboardTable; caption: string; visible: boolean }

export function SeriesDataTable({ id, table, caption, visible }: Props) {
  const [category, ...values] = tableColumns(table)
  return (
    <div
      id={id}
      style={visible ? { overflow: 'auto', maxHeight: 360 } : visuallyHidden}
      // A scrolling box must be reachable by keyboard
      tabIndex={visible ? 0 : undefined}
      role={visible ? 'region' : undefined}
      aria-label={visible ? caption : undefined}
    >
      <table style={{ borderCollapse: 'collapse', width: '100%' }}>
        <caption style={{ textAlign: 'left', fontWeight: 600 }}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col" style={{ ...cell, textAlign: 'left' }}>
              {category.label}
            </th>
            {values.map((column) => (
              <th key={column.key} scope="col" style={cell}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, index) => (
            <tr key={index}>
              <th scope="row" style={{ ...cell, textAlign: 'left', fontWeight: 'normal' }}>
                {row[category.key]}
              </th>
              {values.map((column) => (
                <td key={column.key} style={cell}>
                  {row[column.key]}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
