import { icon } from '../icon.ts'

export const Minus = /* @__PURE__ */ icon('minus', [['path', { d: 'M5 12h14' }]])
