import { icon } from '../icon.ts'

export const Target = /* @__PURE__ */ icon('target', [
  ['circle', { cx: '12', cy: '12', r: '10' }],
  ['circle', { cx: '12', cy: '12', r: '6' }],
  ['circle', { cx: '12', cy: '12', r: '2' }],
])
