'use client'

import React, { useState } from 'react'

import { EMBED_HOSTS, vimeoVideoId } from '@/platform/http/embeds'

/**
 * Takes the focus as it appears: the play button it replaces had it, and the keyboard would
 * otherwise start again from the top of the page.
 */
const focusOnMount = (node: HTMLElement | null) => node?.focus()

/** Vimeo links play in the allowed embed player; any other address is a video file. */
function player(url: string) {
  const vimeoId = vimeoVideoId(url)
  if (vimeoId) {
    return (
      <iframe
        ref={focusOnMount}
        src={`${EMBED_HOSTS.video}/video/${vimeoId}?autoplay=1&dnt=1`}
        title="Crash course introduction video"
        allow="autoplay; fullscreen; picture-in-picture"
      />
    )
  }
  return (
    <video
      ref={focusOnMount}
      src={url}
      controls
      autoPlay
      playsInline
      aria-label="Crash course introduction video"
    />
  )
}

/**
 * The intro video placeholder (spec §2): nothing loads until the visitor clicks play. It fills the
 * page's IntroVideoFrame, which styles its classes.
 */
export function IntroVideo({ videoUrl }: { videoUrl: string | null | undefined }) {
  const [started, setStarted] = useState(false)
  return (
    <>
      {!started && (
        <button type="button" className="intro-video__play" onClick={() => setStarted(true)}>
          <svg viewBox="0 0 72 72" aria-hidden="true" focusable="false">
            <circle cx="36" cy="36" r="34" fill="rgba(255,255,255,0.15)" stroke="#fff" strokeWidth="2" />
            <path d="M29 23l22 13-22 13z" fill="#fff" />
          </svg>
          <span>Play introduction video</span>
        </button>
      )}
      {started &&
        (videoUrl ? (
          player(videoUrl)
        ) : (
          <p className="intro-video__message" role="status" tabIndex={-1} ref={focusOnMount}>
            The introduction video is being prepared.
          </p>
        ))}
    </>
  )
}
