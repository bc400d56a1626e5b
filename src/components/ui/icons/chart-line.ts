import { icon } from '../icon.ts'

export const ChartLine = /* @__PURE__ */ icon('chart-line', [
  ['path', { d: 'M3 3v16a2 2 0 0 0 2 2h16' }],
  ['path', { d: 'm19 9-5 5-4-4-3 3' }],
])
