/** @jest-environment node */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { listBuildCodeFiles, listRefusedServerActions } from '@/server/buildFiles'

describe('listBuildCodeFiles', () => {
  it("lists the build's scripts, style sheets and fonts by URL path, and nothing else", () => {
    const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'build-files-'))
    const files = [
      'chunks/a1.js',
      'chunks/b2.css',
      'media/inter.woff2',
      'media/logo.svg',
      'media/hero.png',
      'x/_buildManifest.js',
    ]
    for (const file of files) {
      fs.mkdirSync(path.dirname(path.join(distDir, 'static', file)), { recursive: true })
      fs.writeFileSync(path.join(distDir, 'static', file), '')
    }
    fs.writeFileSync(path.join(distDir, 'BUILD_ID'), 'x')

    expect([...listBuildCodeFiles(distDir)].sort()).toEqual([
      '/_next/static/chunks/a1.js',
      '/_next/static/chunks/b2.css',
      '/_next/static/media/inter.woff2',
      '/_next/static/x/_buildManifest.js',
    ])
    fs.rmSync(distDir, { recursive: true, force: true })
  })

  it('is empty without a build', () => {
    expect(listBuildCodeFiles(path.join(os.tmpdir(), 'no-build-here')).size).toBe(0)
  })
})

describe('listRefusedServerActions', () => {
  it("lists the server actions of Payload's Root layout from Next's manifest, and no other", () => {
    const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'build-actions-'))
    fs.mkdirSync(path.join(distDir, 'server'))
    const page = { workers: { 'app/(payload)/admin/[[...segments]]/page': { moduleId: 1, async: true } } }
    fs.writeFileSync(
      path.join(distDir, 'server', 'server-reference-manifest.json'),
      JSON.stringify({
        node: {
          '40ours': {
            ...page,
            filename: 'src/app/(payload)/layout.tsx',
            exportedName: '$$RSC_SERVER_ACTION_0',
          },
          '60language': {
            ...page,
            filename: 'node_modules/@payloadcms/next/dist/layouts/Root/index.js',
            exportedName: '$$RSC_SERVER_ACTION_0',
          },
        },
        edge: {},
        encryptionKey: 'k',
      }),
    )
    expect([...listRefusedServerActions(distDir)]).toEqual(['60language'])
    fs.rmSync(distDir, { recursive: true, force: true })
  })

  it('is empty without a build', () => {
    expect(listRefusedServerActions(path.join(os.tmpdir(), 'no-build-here')).size).toBe(0)
  })
})
