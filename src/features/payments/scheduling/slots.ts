import { TZDate } from '@date-fns/tz'
import { addDays, addHours, addMinutes, isAfter, isBefore, startOfDay } from 'date-fns'

import { type Availability, WEEKDAYS } from './availability'
import { dateInZone } from './format'

/** A booked session (without its buffers), as instants in milliseconds. */
export type TakenInterval = { start: number; end: number }

export type Slot = { start: Date; end: Date }

export type SlotRange = {
  /** The first and last instant a slot may start at: now + notice, now + window. */
  earliest: Date
  latest: Date
}

/** Where the bookable instants begin and end for a request made at `now`. */
export function bookableRange(availability: Availability, now: Date): SlotRange {
  return {
    earliest: addHours(now, availability.minimumNoticeHours),
    latest: addDays(now, availability.bookingWindowDays),
  }
}

const minutesOf = (clock: string) => {
  const [hours, minutes] = clock.split(':').map(Number)
  return hours * 60 + minutes
}

const isBlocked = (date: string, availability: Availability) =>
  availability.blockedDates.some((range) => date >= range.from && date <= range.to)

/**
 * The session starts the weekly hours offer on one local day of the owner: every session length
 * from each range's start, as wall-clock times in the owner's zone. A wall time that does not exist
 * that day (the hour skipped when clocks go forward) is left out, and one that occurs twice (when
 * they go back) is offered once, so a change of offset never shifts or doubles a slot.
 */
function wallClockSlots(day: TZDate, availability: Availability): Slot[] {
  const { timeZone, sessionMinutes } = availability
  const weekday = WEEKDAYS[day.getDay()]
  const [year, month, date] = [day.getFullYear(), day.getMonth(), day.getDate()]
  const slots: Slot[] = []
  for (const range of availability.weeklyHours) {
    if (range.day !== weekday) continue
    const rangeStart = minutesOf(range.start)
    const endMinute = minutesOf(range.end)
    const rangeEnd = new TZDate(year, month, date, Math.floor(endMinute / 60), endMinute % 60, timeZone)
    for (let minute = rangeStart; minute + sessionMinutes <= endMinute; minute += sessionMinutes) {
      const start = new TZDate(year, month, date, Math.floor(minute / 60), minute % 60, timeZone)
      const exists = start.getDate() === date && start.getHours() * 60 + start.getMinutes() === minute
      if (!exists) continue
      // A session lasts its minutes of real time, whatever the clocks do meanwhile: plain instants
      const instant = new Date(start.getTime())
      const end = addMinutes(instant, sessionMinutes)
      if (isAfter(end, rangeEnd)) continue
      slots.push({ start: instant, end })
    }
  }
  return slots
}

/** The first index of `taken` (sorted by start) whose start is at or after `at`. */
function firstStartingFrom(taken: TakenInterval[], at: number): number {
  let low = 0
  let high = taken.length
  while (low < high) {
    const middle = (low + high) >>> 1
    if (taken[middle].start < at) low = middle + 1
    else high = middle
  }
  return low
}

export type OpenSlotQuery = {
  availability: Availability
  now: Date
  /** Confirmed bookings near the range asked for (other than the one being moved), any order. */
  taken: TakenInterval[]
  /** Limits the answer to slots starting in [from, to) (a day's slots); the whole window without. */
  from?: Date
  to?: Date
}

/**
 * The open slots, in order: the weekly hours in the owner's zone, without blocked dates, days that
 * have reached the daily cap, slots inside the minimum notice or beyond the booking window, and
 * slots whose time with its buffers meets a taken session's time with its buffers.
 */
export function openSlots({ availability, now, taken, from, to }: OpenSlotQuery): Slot[] {
  const { timeZone, bufferBeforeMinutes, bufferAfterMinutes, maxPerDay } = availability
  const range = bookableRange(availability, now)
  const earliest = from && isAfter(from, range.earliest) ? from : range.earliest
  const latest = to && isBefore(to, range.latest) ? to : range.latest
  if (!isBefore(earliest, latest) && earliest.getTime() !== latest.getTime()) return []

  const sorted = [...taken].sort((a, b) => a.start - b.start)
  const perDay = new Map<string, number>()
  for (const interval of sorted) {
    const date = dateInZone(interval.start, timeZone)
    perDay.set(date, (perDay.get(date) ?? 0) + 1)
  }
  const longest = sorted.reduce((max, interval) => Math.max(max, interval.end - interval.start), 0)
  const before = bufferBeforeMinutes * 60_000
  const after = bufferAfterMinutes * 60_000
  const clashes = (slot: Slot) => {
    const occupiedStart = slot.start.getTime() - before
    const occupiedEnd = slot.end.getTime() + after
    // A taken session occupies [start - before, end + after): the two must not meet
    for (let i = firstStartingFrom(sorted, occupiedStart - after - longest); i < sorted.length; i++) {
      const other = sorted[i]
      if (other.start - before >= occupiedEnd) break
      if (other.end + after > occupiedStart) return true
    }
    return false
  }

  const slots: Slot[] = []
  const seen = new Set<number>()
  const lastDay = startOfDay(new TZDate(latest, timeZone))
  for (let day = startOfDay(new TZDate(earliest, timeZone)); !isAfter(day, lastDay); day = addDays(day, 1)) {
    const date = dateInZone(day, timeZone)
    if (isBlocked(date, availability) || (perDay.get(date) ?? 0) >= maxPerDay) continue
    for (const slot of wallClockSlots(day, availability)) {
      const start = slot.start.getTime()
      if (start < earliest.getTime() || start > latest.getTime() || seen.has(start)) continue
      if (to && start >= to.getTime()) continue
      if (clashes(slot)) continue
      seen.add(start)
      slots.push(slot)
    }
  }
  return slots.sort((a, b) => a.start.getTime() - b.start.getTime())
}

/** True when `start` is one of the open slots (the server's check of a chosen time). */
export function findOpenSlot(query: Omit<OpenSlotQuery, 'from' | 'to'>, start: Date): Slot | null {
  const day = { from: addMinutes(start, -1), to: addMinutes(start, 1) }
  return openSlots({ ...query, ...day }).find((slot) => slot.start.getTime() === start.getTime()) ?? null
}
