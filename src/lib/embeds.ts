/**
 * The third-party players the pages embed, in one place: the Content-Security-Policy allows
 * exactly these origins (frame-src), so a new embed host is added here and nowhere else.
 */
export const EMBED_HOSTS = {
  /** Background video player; `dnt=1` keeps it from setting tracking cookies. */
  video: 'https://player.vimeo.com',
} as const

export const EMBED_ORIGINS: readonly string[] = Object.values(EMBED_HOSTS)

/** The privacy-friendly player URL of a looping, muted, autoplaying background video (spec §7). */
export function backgroundVideoEmbedUrl(embedId: string): string {
  const params = new URLSearchParams({ background: '1', autoplay: '1', loop: '1', muted: '1', dnt: '1' })
  return `${EMBED_HOSTS.video}/video/${encodeURIComponent(embedId)}?${params.toString()}`
}
