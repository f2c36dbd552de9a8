import React from 'react'

import { Icon } from '@/ui/Icon'

/** Player icons; the buttons carry the accessible names. */

export const PlayIcon = () => <Icon size={20} solid d="M8 5v14l11-7z" />

export const PauseIcon = () => <Icon size={20} solid d="M6 5h4v14H6zM14 5h4v14h-4z" />

export const VolumeIcon = () => (
  <Icon
    size={20}
    solid
    d="M3 9v6h4l5 5V4L7 9H3zm13.5 3A4.5 4.5 0 0 0 14 8v8a4.5 4.5 0 0 0 2.5-4zM14 3.2v2.1a7 7 0 0 1 0 13.4v2.1a9 9 0 0 0 0-17.6z"
  />
)

export const MuteIcon = () => (
  <Icon
    size={20}
    solid
    d="M16.5 12A4.5 4.5 0 0 0 14 8v2.2l2.5 2.5V12zM19 12c0 .9-.2 1.8-.5 2.6l1.5 1.5A8.9 8.9 0 0 0 21 12a9 9 0 0 0-7-8.8v2.1A7 7 0 0 1 19 12zM4.3 3 3 4.3 7.7 9H3v6h4l5 5v-6.7l4.3 4.3c-.7.5-1.4.9-2.3 1.2v2.1a9 9 0 0 0 3.7-1.8L19.7 21 21 19.7l-9-9L4.3 3zM12 4 9.9 6.1 12 8.2V4z"
  />
)
