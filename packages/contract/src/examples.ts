/**
 * The request examples the OpenAPI document shows (Swagger UI's "Try it out" sends them as they are):
 * real values that give a real answer, never a generator's "string". The PDF is a one-page notice of
 * hearing with a text layer (pdf-lib, Helvetica), reading:
 *
 *   WORKERS' COMPENSATION APPEALS BOARD / STATE OF CALIFORNIA / NOTICE OF HEARING
 *   Case No. ADJ1234567 / Applicant: Maria Lopez / Employer: Valley Farms Inc.
 *   A Mandatory Settlement Conference is set on January 12, 2027 at 8:30 a.m.
 *   at the WCAB Oakland District Office, 1515 Clay Street, Oakland, CA 94612.
 */

export const EXAMPLE_DOCUMENT_BASE64 =
  'JVBERi0xLjcKJYGBgYEKCjYgMCBvYmoKPDwKL0ZpbHRlciAvRmxhdGVEZWNvZGUKL0xlbmd0aCA1MDEKPj4Kc3RyZWFtCniclVTLqhQxEN3nK3otiKl3AiLM9AMXboT+AZGrKLq4In6/p9IuFOlL3+kJM6mu1DmnHnks973UKZ8fn8urtw/ffj38/PLxw8uovWmr0fpENO2fCuu0vys0XGkKxrdO+/fy2kI3Y72rGZswzCq66WJVTVcTJVPtsKx4Q1aHnXSGb1WGnXBa30z717K/KOte3pfHM1Y9lL2xeTtlVfVgJUBNZAPKpj5YARVMfPBd8Y+uoXKttVXrzc9QvbWBelUFcuCda5zGw8p4YLmN7MlfOlrmDwo63sY1xLBAbcSfUGD+DAWgUKlVekKBHt2h4hTiyX71jUcPqOpNSFhEVExcLqpojhoEtTitvvNRfaWoUX327sD3NVRuQF7AhWEj/J99g4fF7Rq2NVZ3UD7HrkcPqPkysLfoiM+JbA4WMx4LlB2BkscSOQHdVxder7EgzCQqT2FnLKzzM+oYrbVOVF1O44X/yeiRP7BVsFeo49SC8uECwB7afMFCrnPWfIOnp/60+egA76k4xgns4AHP26iPZUYyXvYFz/hlyYXbJNGwb3JDv9Tc8+rL1Yz16IIB4tNrzPxo1AMGQlpSBcO8LjiHDgTvkDekY68pA5KzkWSI3Tw/fYichwTLNdKAc0eaxgkb0uf/os7H9YSzYIuByCT8K/A3Y7E7XAplbmRzdHJlYW0KZW5kb2JqCgo3IDAgb2JqCjw8Ci9GaWx0ZXIgL0ZsYXRlRGVjb2RlCi9UeXBlIC9PYmpTdG0KL04gNQovRmlyc3QgMjYKL0xlbmd0aCAzOTgKPj4Kc3RyZWFtCniclVJNb9RADL3Pr/ARDmg8znyi1UptdwMSqqhaJBCIQ5qMVkHVDEpmUfn3eFKWUjUcUGQl9vNz7GcrQCDQGhpwHjSQRTDQaILNRsgPP79HkFfdIc5CvhuHGb4winANX4W8yMdUQIntVjzmXnSlu8sH8UACVZNPGVdTHo59nGDT7tsW0TlE27ApNkKkHb81W/tXPGyFvMzDrisRXuxeE5JVijxnYxM+v+Q2ptiV/P9FF96Y0z8rP5mrzakIeXO8LYtbg0rI826OFQH5Nt79iGXsOyH3qc/DmA4gP47pLM3jKfC0YhWoyjTFquKik7yOcz5OPQtX85bK9eNP8VcOg9cenQ+8q4XyiAWnyXoy1j/HWAj0aIK3azyD2gZC9xxzxpFpGrvG89qg8qjWeN7yv5zybqUX40lbS02zgimezpBWzqz04r0PSvEW12YIjdaBTrKw0vLT+9tvsV8UrO7+vry5KXXZD4Eau4zD2J3nez5r5McqAheoHvdZSrnUc18OPRVeUvXs7+Nn8i86qdXoCmVuZHN0cmVhbQplbmRvYmoKCjggMCBvYmoKPDwKL1NpemUgOQovUm9vdCAyIDAgUgovSW5mbyAzIDAgUgovRmlsdGVyIC9GbGF0ZURlY29kZQovVHlwZSAvWFJlZgovTGVuZ3RoIDQxCi9XIFsgMSAyIDIgXQovSW5kZXggWyAwIDkgXQo+PgpzdHJlYW0KeJxjYGD4/5+JgZ2BAUQwgggmEMEMIlgYGQQYgIJ+QILFiYEBAFzyAt8KZW5kc3RyZWFtCmVuZG9iagoKc3RhcnR4cmVmCjEwOTAKJSVFT0Y=';

export const EXAMPLE_CASES = [{ adj_number: 'ADJ1234567', claimant_name: 'Maria Lopez', employer: 'Valley Farms Inc.' }];

/** Labels as an office names its document activities (a subset of the product's defaults). */
export const EXAMPLE_ACTIVITY_TYPES = ['Notice of Hearing', 'Medical Report', 'Correspondence', 'Order'];
