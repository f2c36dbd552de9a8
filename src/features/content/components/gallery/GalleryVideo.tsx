'use client'

import React, { useEffect, useRef, useState } from 'react'

import { backgroundVideoEmbedUrl, EMBED_HOSTS } from '@/platform/http/embeds'
import type { MediaFile } from '@/features/content/reads/portfolioView'

/** Spec §9: the animations play at a quarter speed, set one second after load. */
export const ANIMATION_PLAYBACK_RATE = 0.25
export const PLAYBACK_RATE_DELAY_MS = 1000

function logRateFailure(error: unknown) {
  console.error('Could not set the animation playback rate', error)
}

/**
 * The file is in the server's HTML, with `muted` and `autoplay`: the browser starts it and paints its
 * first frame without waiting for the page's scripts (the frame is the page's largest paint).
 */
function UploadedVideo({ video }: { video: MediaFile }) {
  const videoRef = useRef<HTMLVideoElement>(null)

  useEffect(() => {
    const element = videoRef.current
    // Rendered in the browser (a visitor who came by a link), React sets `muted` as a property
    // only, and some browsers then hold back autoplay: start it once it is muted.
    if (!element?.paused) return
    element.muted = true
    element.play()?.catch(() => undefined)
  }, [])

  useEffect(() => {
    const timer = window.setTimeout(() => {
      try {
        if (!videoRef.current) throw new Error('The video element is gone')
        videoRef.current.defaultPlaybackRate = ANIMATION_PLAYBACK_RATE
        videoRef.current.playbackRate = ANIMATION_PLAYBACK_RATE
      } catch (error) {
        logRateFailure(error)
      }
    }, PLAYBACK_RATE_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [])

  return (
    <video ref={videoRef} muted autoPlay loop playsInline aria-hidden="true">
      <source src={video.src} type={video.mimeType ?? undefined} />
    </video>
  )
}

/** An external video in the privacy-friendly player, created only once it scrolls into view. */
function EmbeddedVideo({ embedId, title }: { embedId: string; title: string }) {
  const frameRef = useRef<HTMLDivElement>(null)
  const [inView, setInView] = useState(false)

  useEffect(() => {
    const frame = frameRef.current
    if (!frame || inView) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setInView(true)
          observer.disconnect()
        }
      },
      { rootMargin: '200px' },
    )
    observer.observe(frame)
    return () => observer.disconnect()
  }, [inView])

  const setRateAfterLoad = (event: React.SyntheticEvent<HTMLIFrameElement>) => {
    const player = event.currentTarget.contentWindow
    window.setTimeout(() => {
      try {
        if (!player) throw new Error('The player frame is gone')
        player.postMessage(
          JSON.stringify({ method: 'setPlaybackRate', value: ANIMATION_PLAYBACK_RATE }),
          EMBED_HOSTS.video,
        )
      } catch (error) {
        logRateFailure(error)
      }
    }, PLAYBACK_RATE_DELAY_MS)
  }

  return (
    <div ref={frameRef} style={{ position: 'absolute', inset: 0 }}>
      {inView && (
        <iframe
          src={backgroundVideoEmbedUrl(embedId)}
          title={title}
          allow="autoplay; fullscreen; picture-in-picture"
          onLoad={setRateAfterLoad}
        />
      )}
    </div>
  )
}

type GalleryVideoProps = { video: MediaFile | null; embedId: string | null; title: string }

/** A looping, muted animation: an uploaded file, or else an external embed (styled by the grid). */
export function GalleryVideo({ video, embedId, title }: GalleryVideoProps) {
  return (
    <div className="gallery-video">
      {video ? (
        <UploadedVideo video={video} />
      ) : embedId ? (
        <EmbeddedVideo embedId={embedId} title={title} />
      ) : null}
    </div>
  )
}
