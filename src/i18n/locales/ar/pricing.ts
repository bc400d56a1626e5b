import type { Catalog } from '../en/index.ts'

export const pricing = {
  meta: {
    title: 'الأسعار | فهيم',
    description:
      'باقات فهيم بالجنيه المصري: ادفع لكل مادة شهريًا أو للترم أو سنويًا، أو اختر باقة جاهزة. استرداد كامل خلال ٧ أيام.',
  },
  hero: {
    title: 'أسعار واضحة بالجنيه المصري',
    description: 'ادفع فقط مقابل المواد التي تذاكرها. احسب سعرك بالأسفل، أو اختر باقة جاهزة.',
  },
} satisfies Catalog['pricing']
