/** A tiny toast store (spec §9): at most 1 visible; a dismissed toast is removed after 1,000,000 ms. */
export const TOAST_LIMIT = 1
export const TOAST_REMOVE_DELAY = 1_000_000
export const TOAST_DURATION = 5000

export type ToastVariant = 'default' | 'destructive'

export type ToastInput = { title?: string; description?: string; variant?: ToastVariant }
export type ToastItem = ToastInput & { id: string; open: boolean }

type Listener = (toasts: ToastItem[]) => void

let toasts: ToastItem[] = []
let counter = 0
const listeners = new Set<Listener>()
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>()

const emit = () => listeners.forEach((listener) => listener(toasts))

export function subscribe(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export const getToasts = (): ToastItem[] => toasts

export function dismissToast(id: string): void {
  toasts = toasts.map((item) => (item.id === id ? { ...item, open: false } : item))
  emit()
  if (removalTimers.has(id)) return
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id)
      toasts = toasts.filter((item) => item.id !== id)
      emit()
    }, TOAST_REMOVE_DELAY),
  )
}

export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER
  const id = String(counter)
  toasts = [{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT)
  emit()
  return { id, dismiss: () => dismissToast(id) }
}
