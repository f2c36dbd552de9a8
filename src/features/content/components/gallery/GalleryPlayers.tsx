'use client'

import dynamic from 'next/dynamic'

// A gallery page's client code is one group of chunks, whatever its items are: imported from here,
// the players' own code (the Radix slider, the video's rate setter) loads only on a page that shows one.
export const AudioPlayer = dynamic(() =>
  import('@/ui/audio-player/AudioPlayer').then((loaded) => loaded.AudioPlayer),
)
export const GalleryVideo = dynamic(() => import('./GalleryVideo').then((loaded) => loaded.GalleryVideo))
