'use client'

import React from 'react'

import { tableToCsv, type DashboardTable } from '@/features/dashboard/tables'

/**
 * Saves the chart's table as a CSV file, built in the browser from the same numbers. Every chart has
 * one: `describedBy` names the chart's title, which a screen reader reads after "Download CSV".
 */
export function CsvDownloadButton({
  table,
  fileName,
  describedBy,
}: {
  table: DashboardTable
  fileName: string
  describedBy?: string
}) {
  const download = () => {
    const url = URL.createObjectURL(new Blob([tableToCsv(table)], { type: 'text/csv;charset=utf-8' }))
    const link = document.createElement('a')
    link.href = url
    link.download = fileName
    link.click()
    // Revoked after the click has handed the file to the browser's download
    setTimeout(() => URL.revokeObjectURL(url), 1000)
  }
  return (
    <button type="button" onClick={download} aria-describedby={describedBy}>
      Download CSV
    </button>
  )
}
