'use client'

import React, { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react'
import * as Toolbar from '@radix-ui/react-toolbar'

import { Button } from '@/ui/Button'
import { CardText } from '@/ui/Card'
import { apiRequest, ApiError } from '@/platform/http/apiClient'
import {
  dateInZone,
  longDateTime,
  zoneChoiceLabel,
  zoneName,
  zonePlaceName,
} from '@/features/payments/scheduling/format'
import type { SessionView } from '@/features/payments/scheduling/sessions'

import { type BookingContact, BookingContactLine } from './BookingContactLine'
import { ChoiceGrid, SchedulerPanel, SchedulerHeading, SessionLine, ZoneField } from './schedulerStyles'

export type SchedulerMode = 'view' | 'reschedule' | 'cancel'

type Props = {
  view: SessionView
  mode?: SchedulerMode
  /** Where the Reschedule and Cancel booking links lead (the booking's own page). */
  managePath: string
  /** Whom the buyer writes to, shown below for the booking as it is now (/bookings/<token>). */
  contact?: BookingContact
  /** Whether times are offered here (Session Availability on), for the contact line's wording. */
  scheduling?: boolean
}

type Day = { date: string; label: string; slots: number }
type SlotOption = { start: string; label: string }
/** What the buyer has chosen in the picker: a day, and a time on it (its start instant) or none yet. */
type Chosen = { day: string; slot: string | null }

const NO_LONGER_ACTIVE = 'This booking is no longer active.'

const messageOf = (error: unknown) =>
  error instanceof ApiError
    ? (error.serverMessage ?? error.message)
    : 'Something went wrong. Please try again.'

/** The booking ended elsewhere (another tab, the owner, a refund): the page then offers nothing. */
const isGone = (error: unknown) => error instanceof ApiError && error.status === 410

/** The session as the server holds it, when a refused change carries it (a time chosen in another tab). */
const currentSessionOf = (error: unknown): SessionView | null => {
  if (!(error instanceof ApiError) || error.status !== 409) return null
  const { booking } = (error.body ?? {}) as { booking?: SessionView }
  return booking && typeof booking.token === 'string' ? booking : null
}

type ZoneOption = { zone: string; label: string }

/**
 * Every zone the browser knows, in the order of the names shown (a renamed place, such as
 * Asia/Calcutta shown as Asia/Kolkata, sits where its new name sorts), with the visitor's own
 * added when it is missing.
 */
function zoneOptions(current: string, withOffsets: boolean): ZoneOption[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []
  const zones = known.includes(current) ? known : [current, ...known]
  const now = new Date()
  return zones
    .map((zone) => ({ zone, place: zonePlaceName(zone) }))
    .sort((a, b) => (a.place < b.place ? -1 : a.place > b.place ? 1 : 0))
    .map(({ zone, place }) => ({ zone, label: withOffsets ? zoneChoiceLabel(now, zone) : place }))
}

/**
 * The zones to choose from: their names at once, then with their offsets now ("America/New York
 * (GMT-5)") once the page is idle. The offsets take one formatter per zone, some 40 ms on a fast
 * machine the first time, which would otherwise block the page as it starts.
 */
function useZoneOptions(current: string): ZoneOption[] {
  const [zones, setZones] = useState(() => zoneOptions(current, false))
  useEffect(() => {
    const label = () => setZones(zoneOptions(current, true))
    if (typeof window.requestIdleCallback === 'function') {
      const idle = window.requestIdleCallback(label, { timeout: 2000 })
      return () => window.cancelIdleCallback(idle)
    }
    const timer = window.setTimeout(label, 100)
    return () => window.clearTimeout(timer)
  }, [current])
  return zones
}

function ZoneTimes({
  token,
  timeZone,
  rescheduling,
  freeChangeHours,
  kept,
  onChosen,
  onKeep,
  onConfirmed,
  onGone,
}: {
  token: string
  timeZone: string
  rescheduling: boolean
  /**
   * What the buyer had chosen before changing the zone: the same time (the same instant, on its
   * day in the new zone) or else the same day, chosen again when the new zone offers it.
   */
  kept: Chosen | null
  onChosen: (chosen: Chosen) => void
  /** Up to how many hours before the session a change or a cancel is free (the booking policy). */
  freeChangeHours: number
  /** While rescheduling: keep the time already chosen and close the picker. */
  onKeep?: () => void
  /** The session after the change, and what to tell the buyer when it is not the change they asked for. */
  onConfirmed: (view: SessionView, notice?: string) => void
  onGone: () => void
}) {
  const [days, setDays] = useState<Day[] | null>(null)
  const [day, setDay] = useState<string | null>(null)
  const [slots, setSlots] = useState<SlotOption[] | null>(null)
  const [slot, setSlot] = useState<string | null>(null)
  // The chosen time starts within the free-change hours: once chosen it can be neither moved nor refunded
  const [lateSlot, setLateSlot] = useState(false)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  // A day is only ever set by the buyer's choice: its times are brought into view when they come
  // (on a phone they land below the fold, under the list of days)
  const timesRef = useRef<HTMLDivElement>(null)
  // ...and the first of them takes the focus, so a keyboard goes on from the day to its times
  const slotsRef = useRef<HTMLDivElement>(null)
  // A day chosen again after a zone change leaves the focus on the zone's select
  const dayChosenHere = useRef(false)
  useEffect(() => {
    if (day === null || slots === null || !dayChosenHere.current) return
    timesRef.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' })
    slotsRef.current?.querySelector('button')?.focus({ preventScroll: true })
  }, [day, slots])
  // The booking's token: its own time is not a taken one, and a booking ended elsewhere answers 410
  const tokenQuery = `&token=${encodeURIComponent(token)}`

  // The day whose times were asked for last: the answer for a day chosen before it is dropped, or
  // a slow answer would list another day's times under the day shown as chosen
  const requestedDay = useRef<string | null>(null)
  const takeSlot = useCallback(
    (start: string) => {
      setSlot(start)
      setLateSlot(new Date(start).getTime() - Date.now() < freeChangeHours * 3_600_000)
    },
    [freeChangeHours],
  )
  const loadSlots = useCallback(
    async (date: string, keptSlot: string | null = null) => {
      requestedDay.current = date
      setSlots(null)
      setSlot(null)
      try {
        const answer = await apiRequest<{ slots: SlotOption[] }>(
          'GET',
          `/api/session-slots?tz=${encodeURIComponent(timeZone)}&date=${date}${tokenQuery}`,
        )
        if (requestedDay.current !== date) return
        setSlots(answer.slots)
        if (keptSlot && answer.slots.some((option) => option.start === keptSlot)) takeSlot(keptSlot)
      } catch (failure) {
        if (isGone(failure)) return onGone()
        if (requestedDay.current !== date) return
        setSlots([])
        setError(messageOf(failure))
      }
    },
    [timeZone, tokenQuery, onGone, takeSlot],
  )

  // The times are keyed by their zone: a new zone starts them afresh, and this loads its days (and the
  // times of the day the buyer had chosen, when the new zone has it too). A chosen time stays
  // chosen: its day is the one it falls on in the new zone.
  const [initial] = useState(() =>
    kept?.slot ? { day: dateInZone(new Date(kept.slot), timeZone), slot: kept.slot } : kept,
  )
  useEffect(() => {
    let current = true
    apiRequest<{ days: Day[] }>('GET', `/api/session-slots?tz=${encodeURIComponent(timeZone)}${tokenQuery}`)
      .then((answer) => {
        if (!current) return
        setDays(answer.days)
        if (initial && answer.days.some((option) => option.date === initial.day)) {
          setDay(initial.day)
          void loadSlots(initial.day, initial.slot)
        }
      })
      .catch((failure: unknown) => {
        if (!current) return
        if (isGone(failure)) return onGone()
        setDays([])
        setError(messageOf(failure))
      })
    return () => {
      current = false
    }
  }, [timeZone, tokenQuery, onGone, initial, loadSlots])

  const chooseDay = (date: string) => {
    setError(null)
    dayChosenHere.current = true
    setDay(date)
    onChosen({ day: date, slot: null })
    void loadSlots(date)
  }

  const confirm = async () => {
    if (!slot) return
    setBusy(true)
    setError(null)
    try {
      const answer = await apiRequest<{ booking: SessionView }>(
        'POST',
        rescheduling ? '/api/session-booking/reschedule' : '/api/session-booking/confirm',
        { token, start: slot, timeZone },
      )
      onConfirmed(answer.booking)
    } catch (failure) {
      const current = currentSessionOf(failure)
      if (current) return onConfirmed(current, messageOf(failure))
      if (isGone(failure)) return onGone()
      setError(messageOf(failure))
      if (day) void loadSlots(day)
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      {days === null && <CardText>Loading times...</CardText>}
      {days?.length === 0 && <CardText>No times are open in the booking window right now.</CardText>}
      {days && days.length > 0 && (
        <ChoiceButtons
          label="Days with open slots"
          options={days.map((option) => ({ value: option.date, label: option.label }))}
          chosen={day}
          onChoose={chooseDay}
        />
      )}
      <div ref={timesRef}>
        {day && slots === null && <CardText>Loading times...</CardText>}
        {day && slots?.length === 0 && (
          <CardText>No open times left on this day. Please choose another.</CardText>
        )}
        {slots && slots.length > 0 && (
          <ChoiceButtons
            ref={slotsRef}
            label="Open times"
            options={slots.map((option) => ({ value: option.start, label: option.label }))}
            chosen={slot}
            onChoose={(start) => {
              setError(null)
              takeSlot(start)
              if (day) onChosen({ day, slot: start })
            }}
          />
        )}
      </div>
      {error && <CardText role="alert">{error}</CardText>}
      <CardText>
        {slot && lateSlot
          ? `This time is less than ${freeChangeHours} hours away: once chosen, it cannot be rescheduled, and cancelling it gives no refund.`
          : `You can reschedule, or cancel with a full refund, up to ${freeChangeHours} hours before the session.`}
      </CardText>
      <ChoiceGrid>
        <Button disabled={!slot || busy} onClick={() => void confirm()}>
          {busy ? 'Confirming...' : 'Confirm time'}
        </Button>
        {onKeep && (
          <Button $variant="outline" disabled={busy} onClick={onKeep}>
            Keep my current time
          </Button>
        )}
      </ChoiceGrid>
    </>
  )
}

/**
 * The choice of a time: the zone's select, then the zone's days and times (ZoneTimes). Only the
 * days and times start afresh for a new zone: the select stays the same element, so a buyer typing
 * a zone's name keeps what they typed, and the focus.
 */
function TimePicker({
  timeZone,
  onTimeZone,
  ...times
}: React.ComponentProps<typeof ZoneTimes> & { onTimeZone: (zone: string) => void }) {
  const zones = useZoneOptions(timeZone)
  return (
    <SchedulerPanel aria-labelledby="choose-your-time">
      <SchedulerHeading id="choose-your-time" tabIndex={-1}>
        Choose your time
      </SchedulerHeading>
      <ZoneField>
        <label htmlFor="session-time-zone">Time zone</label>
        <select id="session-time-zone" value={timeZone} onChange={(event) => onTimeZone(event.target.value)}>
          {zones.map(({ zone, label }) => (
            <option key={zone} value={zone}>
              {label}
            </option>
          ))}
        </select>
      </ZoneField>
      <ZoneTimes key={timeZone} timeZone={timeZone} {...times} />
    </SchedulerPanel>
  )
}

function CancelQuestion({
  view,
  managePath,
  onCancelled,
  onGone,
}: {
  view: SessionView
  managePath: string
  onCancelled: (view: SessionView, refunded: boolean) => void
  onGone: () => void
}) {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const cancel = async () => {
    setBusy(true)
    setError(null)
    try {
      const answer = await apiRequest<{ booking: SessionView; refunded: boolean }>(
        'POST',
        '/api/session-booking/cancel',
        { token: view.token },
      )
      onCancelled(answer.booking, answer.refunded)
    } catch (failure) {
      if (isGone(failure)) return onGone()
      setError(messageOf(failure))
    } finally {
      setBusy(false)
    }
  }
  return (
    <SchedulerPanel aria-labelledby="cancel-question">
      <SchedulerHeading id="cancel-question">Cancel this session?</SchedulerHeading>
      <CardText>
        {view.refundOnCancel
          ? `You will get a full refund of ${view.amount}.`
          : `The session starts in less than ${view.freeChangeHours} hours, so cancelling it now gives no refund.`}
      </CardText>
      {error && <CardText role="alert">{error}</CardText>}
      <ChoiceGrid>
        <Button $variant="destructive" disabled={busy} onClick={() => void cancel()}>
          {busy ? 'Cancelling...' : 'Yes, cancel'}
        </Button>
        <a href={managePath}>Keep my session</a>
      </ChoiceGrid>
    </SchedulerPanel>
  )
}

const noSubscription = () => () => undefined
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'

/**
 * The buyer's scheduling: choose a time after paying, then see it in their own zone, add it to a
 * calendar, reschedule or cancel. Rendered on /booking-success and /bookings/<token>; times are
 * formatted in the browser, in the zone the visitor picks (their own by default).
 */
export function SessionScheduler({ contact, scheduling, ...props }: Props) {
  const [view, setView] = useState(props.view)
  return (
    <>
      <SchedulerBody {...props} view={view} setView={setView} />
      {contact && <BookingContactLine contact={contact} view={view} scheduling={scheduling} />}
    </>
  )
}

function SchedulerBody({
  view,
  setView,
  mode = 'view',
  managePath,
}: Omit<Props, 'contact' | 'scheduling'> & {
  setView: React.Dispatch<React.SetStateAction<SessionView>>
}) {
  // The visitor's zone exists only in the browser: the server renders the loading text
  const visitorZone = useSyncExternalStore(noSubscription, browserZone, () => null)
  const [chosenZone, setTimeZone] = useState<string | null>(null)
  // The day and time chosen in the picker, kept when the buyer changes the zone (its days and times start afresh)
  const [chosen, setChosen] = useState<Chosen | null>(null)
  const timeZone = chosenZone ?? visitorZone
  // A reschedule link followed once rescheduling has closed shows the session and says so
  const [rescheduling, setRescheduling] = useState(mode === 'reschedule' && view.canReschedule)
  // After a choice of time (or keeping the old one) the session line takes the focus: the picker
  // that had it is gone, and a screen reader reads the new time
  const sessionLineRef = useRef<HTMLParagraphElement>(null)
  const [focusSession, setFocusSession] = useState(false)
  useEffect(() => {
    if (focusSession && !rescheduling) sessionLineRef.current?.focus()
  }, [focusSession, rescheduling, view])
  // A click on Reschedule replaces the link that had the focus: the picker's heading takes it
  const focusPicker = useRef(false)
  useEffect(() => {
    if (!rescheduling || !focusPicker.current) return
    focusPicker.current = false
    document.getElementById('choose-your-time')?.focus()
  }, [rescheduling])
  const [cancelled, setCancelled] = useState<{ refunded: boolean } | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const gone = useCallback(() => setView((current) => ({ ...current, active: false })), [setView])
  const cancelQuestion = (
    <CancelQuestion
      view={view}
      managePath={managePath}
      onCancelled={(next, refunded) => {
        setView(next)
        setCancelled({ refunded })
      }}
      onGone={gone}
    />
  )

  if (cancelled) {
    return (
      <SchedulerPanel>
        <CardText role="status">
          Your session is cancelled.{' '}
          {cancelled.refunded ? `Your payment of ${view.amount} is refunded in full.` : 'No refund was made.'}
        </CardText>
        <CardText>{NO_LONGER_ACTIVE}</CardText>
      </SchedulerPanel>
    )
  }
  if (!view.active) return <CardText>{NO_LONGER_ACTIVE}</CardText>
  if (!timeZone) return <CardText>Loading times...</CardText>

  if (view.state === 'awaiting time' && mode === 'cancel') return cancelQuestion
  const start = view.startsAt ? new Date(view.startsAt) : null
  const sessionLine = (
    <SessionLine ref={sessionLineRef} tabIndex={-1}>
      <strong>Your session:</strong>{' '}
      {start ? `${longDateTime(start, timeZone)}, ${zoneName(start, timeZone)}` : 'time not chosen yet'}
    </SessionLine>
  )
  if (view.state === 'awaiting time' || rescheduling) {
    return (
      <>
        {view.state !== 'awaiting time' && (
          <SchedulerPanel aria-label="Your session">{sessionLine}</SchedulerPanel>
        )}
        <TimePicker
          token={view.token}
          timeZone={timeZone}
          onTimeZone={setTimeZone}
          rescheduling={rescheduling}
          freeChangeHours={view.freeChangeHours}
          kept={chosen}
          onChosen={setChosen}
          onKeep={
            view.state === 'awaiting time'
              ? undefined
              : () => {
                  setRescheduling(false)
                  setFocusSession(true)
                }
          }
          onConfirmed={(next, message) => {
            setView(next)
            setNotice(message ?? null)
            setRescheduling(false)
            setFocusSession(true)
            setChosen(null)
          }}
          onGone={gone}
        />
        {view.state === 'awaiting time' && (
          <ChoiceGrid>
            <a href={`${managePath}?action=cancel`}>Cancel booking</a>
          </ChoiceGrid>
        )}
      </>
    )
  }

  return (
    <>
      <SchedulerPanel aria-label="Your session">
        {notice && <CardText role="status">{notice}</CardText>}
        {sessionLine}
        <ChoiceGrid>
          <a
            href={`/api/session-booking/calendar?token=${encodeURIComponent(view.token)}`}
            download="session.ics"
          >
            Add to calendar
          </a>
          {view.canReschedule && (
            <a
              href={`${managePath}?action=reschedule`}
              onClick={(event) => {
                event.preventDefault()
                focusPicker.current = true
                setFocusSession(false)
                setRescheduling(true)
              }}
            >
              Reschedule
            </a>
          )}
          <a href={`${managePath}?action=cancel`}>Cancel booking</a>
        </ChoiceGrid>
        {!view.canReschedule && view.rescheduleNote && <CardText>{view.rescheduleNote}</CardText>}
      </SchedulerPanel>
      {mode === 'cancel' && cancelQuestion}
    </>
  )
}

/**
 * A row of buttons of which one is chosen (aria-pressed), as one Tab stop: Radix's toolbar moves
 * between them with the arrow keys, Home and End, so a keyboard reaches "Confirm time" past up to
 * 60 days in a few presses.
 */
const ChoiceButtons = React.forwardRef<
  HTMLDivElement,
  {
    label: string
    options: Array<{ value: string; label: string }>
    chosen: string | null
    onChoose: (value: string) => void
  }
>(function ChoiceButtons({ label, options, chosen, onChoose }, ref) {
  return (
    <Toolbar.Root asChild aria-label={label}>
      <ChoiceGrid ref={ref}>
        {options.map((option) => (
          <Toolbar.Button asChild key={option.value}>
            <Button
              $variant={option.value === chosen ? 'primary' : 'outline'}
              $size="sm"
              aria-pressed={option.value === chosen}
              onClick={() => onChoose(option.value)}
            >
              {option.label}
            </Button>
          </Toolbar.Button>
        ))}
      </ChoiceGrid>
    </Toolbar.Root>
  )
})
