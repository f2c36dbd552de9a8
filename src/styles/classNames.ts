/** Joins the class names that are set: `classNames('button', block && 'button--block', className)`. */
export const classNames = (...names: (string | false | null | undefined)[]): string =>
  names.filter(Boolean).join(' ')
