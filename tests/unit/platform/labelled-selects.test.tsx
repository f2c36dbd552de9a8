import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import React, { useState } from 'react'

import { LabelledSelects } from '@/platform/admin/LabelledSelects'

/** A field as Payload's SelectInput draws it: the label's `for` names the field's wrapper, not the input. */
function SelectField({ path, label, uuid }: { path: string; label: string; uuid: string }) {
  return (
    <div className="field-type select" id={`field-${path}`}>
      <label className="field-label" htmlFor={`field-${path}-form1`}>
        {label}
        <span className="required">*</span>
      </label>
      <div className="field-type__wrap">
        <div className="react-select">
          <input
            role="combobox"
            id={`react-select-${uuid}-input`}
            aria-controls="listbox"
            aria-expanded="false"
            readOnly
            value=""
          />
        </div>
      </div>
    </div>
  )
}

function Form() {
  const [rows, setRows] = useState(1)
  return (
    <>
      <SelectField path="section" label="Section" uuid="a1" />
      {Array.from({ length: rows }, (_, row) => (
        <SelectField key={row} path={`weeklyHours__${row}__day`} label="Day" uuid={`b${row}`} />
      ))}
      <button type="button" onClick={() => setRows(rows + 1)}>
        Add Weekly Hour
      </button>
      {/* the list view's filter: a select that is no field's, with no label to take */}
      <div className="where-builder">
        <input
          role="combobox"
          id="react-select-filter-input"
          aria-controls="listbox"
          aria-expanded="false"
          readOnly
          value=""
        />
      </div>
      <div className="field-type select" id="field-named">
        <label className="field-label">Named</label>
        <input
          role="combobox"
          id="react-select-named-input"
          aria-label="Own name"
          aria-controls="listbox"
          aria-expanded="false"
          readOnly
          value=""
        />
      </div>
    </>
  )
}

describe("the admin's selects", () => {
  it("are named by their field's label, rows added later too, and nothing else is touched", async () => {
    render(
      <LabelledSelects>
        <Form />
      </LabelledSelects>,
    )
    expect(screen.getByRole('combobox', { name: 'Section *' })).toHaveAttribute('id', 'react-select-a1-input')
    expect(screen.getByRole('combobox', { name: 'Day *' })).toHaveAttribute('id', 'react-select-b0-input')

    fireEvent.click(screen.getByRole('button', { name: 'Add Weekly Hour' }))
    await waitFor(() => expect(screen.getAllByRole('combobox', { name: 'Day *' })).toHaveLength(2))
    const [first, second] = screen.getAllByRole('combobox', { name: 'Day *' })
    // Each label has an id of its own
    expect(first.getAttribute('aria-labelledby')).not.toBe(second.getAttribute('aria-labelledby'))
    expect(document.getElementById(second.getAttribute('aria-labelledby')!)).toHaveTextContent('Day*')

    expect(document.getElementById('react-select-filter-input')).not.toHaveAttribute('aria-labelledby')
    expect(screen.getByRole('combobox', { name: 'Own name' })).not.toHaveAttribute('aria-labelledby')
  })
})
