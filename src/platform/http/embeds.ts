/**
 * The third-party hosts the pages load from, in one place: the Content-Security-Policy allows
 * exactly these origins (players in frame-src, pictures in img-src), so a new host is added here
 * and nowhere else.
 */
export const EMBED_HOSTS = {
  /** Background video player; `dnt=1` keeps it from setting tracking cookies. */
  video: 'https://player.vimeo.com',
} as const

export const EMBED_ORIGINS: readonly string[] = Object.values(EMBED_HOSTS)

/** A Vimeo video's id in a link to it (vimeo.com/123, player.vimeo.com/video/123), or null. */
export function vimeoVideoId(url: string): string | null {
  return /^https?:\/\/(?:www\.|player\.)?vimeo\.com\/(?:video\/)?(\d+)(?:[/?#]|$)/.exec(url)?.[1] ?? null
}

/** Meetup's photo CDN: a seminar synced from Meetup shows its picture from here (featuredEventPhoto). */
export const MEETUP_IMAGE_ORIGIN = 'https://secure.meetupstatic.com'

/** The privacy-friendly player URL of a looping, muted, autoplaying background video (spec §7). */
export function backgroundVideoEmbedUrl(embedId: string): string {
  const params = new URLSearchParams({ background: '1', autoplay: '1', loop: '1', muted: '1', dnt: '1' })
  return `${EMBED_HOSTS.video}/video/${encodeURIComponent(embedId)}?${params.toString()}`
}

/** The player address of a recording or a lesson's video; `dnt=1` keeps the player from setting tracking cookies. */
export const recordingEmbedUrl = (embedId: string): string =>
  `${EMBED_HOSTS.video}/video/${encodeURIComponent(embedId)}?dnt=1`
