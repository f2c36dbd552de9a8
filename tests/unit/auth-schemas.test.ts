import {
  bulkImportSchema,
  bulkImportUserSchema,
  changePasswordSchema,
  parseImportText,
  registrationSchema,
  signInSchema,
} from '@/features/accounts/validations'
import { courseProgressSchema } from '@/features/course/validations'
import { newsletterSchema } from '@/features/mailing-list/validations'
import { passwordPolicyError } from '@/platform/passwordPolicy'

const firstMessage = (result: {
  success: boolean
  error?: { issues: { message: string; path: PropertyKey[] }[] }
}) => result.error?.issues[0]

describe('sign-in schema (spec §5)', () => {
  it('says "Please enter a valid email address" for a bad email', () => {
    expect(firstMessage(signInSchema.safeParse({ email: 'nope', password: 'x' }))?.message).toBe(
      'Please enter a valid email address',
    )
  })

  it('says "Password is required" for an empty or missing password', () => {
    expect(firstMessage(signInSchema.safeParse({ email: 'a@example.com', password: '' }))?.message).toBe(
      'Password is required',
    )
    expect(firstMessage(signInSchema.safeParse({ email: 'a@example.com' }))?.message).toBe(
      'Password is required',
    )
  })

  it('says "Password is required" for a password of only white space, which Payload will not check', () => {
    expect(firstMessage(signInSchema.safeParse({ email: 'a@example.com', password: ' \t ' }))?.message).toBe(
      'Password is required',
    )
    expect(signInSchema.safeParse({ email: 'a@example.com', password: ' a ' }).success).toBe(true)
  })

  it('trims and lower-cases the email', () => {
    expect(signInSchema.parse({ email: '  Ada@Example.COM ', password: 'x' }).email).toBe('ada@example.com')
  })
})

describe('registration schema', () => {
  it('says "Password must be at least 8 characters" for 7 characters and accepts 8', () => {
    expect(
      firstMessage(registrationSchema.safeParse({ email: 'a@example.com', password: '1234567' }))?.message,
    ).toBe('Password must be at least 8 characters')
    expect(registrationSchema.safeParse({ email: 'a@example.com', password: '12345678' }).success).toBe(true)
  })

  it('says "Please enter a valid email address" for a bad email', () => {
    expect(firstMessage(registrationSchema.safeParse({ email: 'a@', password: '12345678' }))?.message).toBe(
      'Please enter a valid email address',
    )
  })

  it('refuses a password of only spaces, which could never sign in, and keeps spaces inside one', () => {
    const spaces = { email: 'a@example.com', password: ' '.repeat(12) }
    expect(firstMessage(registrationSchema.safeParse(spaces))?.message).toBe(
      'Password must not be only spaces',
    )
    expect(passwordPolicyError(' '.repeat(12))).toBe('Password must not be only spaces')
    expect(passwordPolicyError('\t'.repeat(9))).toBe('Password must not be only spaces')
    expect(
      registrationSchema.safeParse({ email: 'a@example.com', password: '  calm river stone  ' }).success,
    ).toBe(true)
  })

  it('refuses a domain label that starts or ends with a hyphen, as the users collection does', () => {
    for (const email of ['user@example-.com', 'user@-example.com', 'user@mail.-example.com']) {
      expect(firstMessage(registrationSchema.safeParse({ email, password: '12345678' }))?.message).toBe(
        'Please enter a valid email address',
      )
      expect(firstMessage(newsletterSchema.safeParse({ email }))?.message).toBe(
        'Please enter a valid email address',
      )
      expect(firstMessage(bulkImportUserSchema.safeParse({ email }))?.message).toBe(
        'Please enter a valid email address',
      )
    }
    expect(registrationSchema.safeParse({ email: 'a@ex--ample.co.uk', password: '12345678' }).success).toBe(
      true,
    )
  })

  it('keeps the name optional', () => {
    expect(registrationSchema.parse({ email: 'a@example.com', password: '12345678' }).name).toBeUndefined()
    expect(
      registrationSchema.parse({ email: 'a@example.com', password: '12345678', name: ' Ada ' }).name,
    ).toBe('Ada')
  })

  it('refuses a name with control characters or bidirectional overrides, and keeps accents and scripts', () => {
    for (const name of ['a\u0000b', 'Ada\u0007', 'Ada\u202eevil', 'x\u2066y', 'line\nbreak', 'c1\u0085']) {
      expect(
        firstMessage(registrationSchema.safeParse({ email: 'a@example.com', password: '12345678', name })),
      ).toMatchObject({ message: 'Name must not contain control characters', path: ['name'] })
      expect(firstMessage(bulkImportUserSchema.safeParse({ email: 'a@example.com', name }))?.message).toBe(
        'Name must not contain control characters',
      )
    }
    for (const name of ['Zoë Ødegård', 'José-María', 'محمد', '李小龍', "O'Brien"]) {
      expect(registrationSchema.parse({ email: 'a@example.com', password: '12345678', name }).name).toBe(name)
    }
  })
})

describe('change-password schema', () => {
  const valid = {
    currentPassword: 'old-password',
    newPassword: 'new-password',
    confirmPassword: 'new-password',
  }

  it.each([
    [{ ...valid, currentPassword: '' }, 'Current password is required', 'currentPassword'],
    [
      { ...valid, newPassword: 'short', confirmPassword: 'short' },
      'New password must be at least 8 characters',
      'newPassword',
    ],
    [{ ...valid, confirmPassword: '' }, 'Please confirm your password', 'confirmPassword'],
    [{ ...valid, confirmPassword: 'other-password' }, 'Passwords do not match', 'confirmPassword'],
  ])('answers %j with "%s" on %s', (input, message, field) => {
    const issue = firstMessage(changePasswordSchema.safeParse(input))
    expect(issue?.message).toBe(message)
    expect(issue?.path).toEqual([field])
  })

  it('accepts a valid change', () => {
    expect(changePasswordSchema.safeParse(valid).success).toBe(true)
  })
})

describe('newsletter schema', () => {
  it('says "Please enter a valid email address"', () => {
    expect(firstMessage(newsletterSchema.safeParse({ email: 'x' }))?.message).toBe(
      'Please enter a valid email address',
    )
    expect(firstMessage(newsletterSchema.safeParse({}))?.message).toBe('Please enter a valid email address')
  })
})

describe('bulk import', () => {
  it('needs an email on each user, name optional', () => {
    expect(firstMessage(bulkImportUserSchema.safeParse({ name: 'Ada' }))?.message).toBe('Email is required')
    expect(bulkImportUserSchema.parse({ email: 'Ada@Example.com' })).toEqual({ email: 'ada@example.com' })
    expect(bulkImportUserSchema.parse({ email: 'a@example.com', name: '' })).toEqual({
      email: 'a@example.com',
    })
  })

  it('wants an array of users and a password of at least 8 characters', () => {
    expect(firstMessage(bulkImportSchema.safeParse({ users: {}, password: '12345678' }))?.message).toBe(
      'Invalid format. Please provide an array of users.',
    )
    expect(firstMessage(bulkImportSchema.safeParse({ users: [], password: '1234567' }))?.message).toBe(
      'Password must be at least 8 characters',
    )
    expect(firstMessage(bulkImportSchema.safeParse({ users: [], password: ' '.repeat(8) }))?.message).toBe(
      'Password must not be only spaces',
    )
  })

  it('reads the page text: the JSON parse error, or "Invalid format..." for a non-array', () => {
    const parseError = parseImportText('[{"email": ')
    expect('error' in parseError && parseError.error).toMatch(/JSON/)
    expect(parseImportText('{"email":"a@example.com"}')).toEqual({
      error: 'Invalid format. Please provide an array of users.',
    })
    expect(parseImportText('[{"email":"a@example.com"}]')).toEqual({ users: [{ email: 'a@example.com' }] })
  })
})

describe('course progress schema', () => {
  it('takes userId as a number or a string, and wants lessonId and a boolean completed', () => {
    expect(courseProgressSchema.parse({ userId: 7, lessonId: 'lesson-1-1', completed: true })).toEqual({
      userId: '7',
      lessonId: 'lesson-1-1',
      completed: true,
    })
    expect(
      firstMessage(courseProgressSchema.safeParse({ userId: 7, lessonId: '', completed: true }))?.message,
    ).toBe('lessonId is required')
    expect(
      firstMessage(courseProgressSchema.safeParse({ userId: 7, lessonId: 'x', completed: 1 }))?.message,
    ).toBe('completed must be true or false')
  })
})

describe('a field of the wrong type or length is named for what is wrong with it', () => {
  const message = (schema: { safeParse: (input: unknown) => unknown }, input: unknown) =>
    firstMessage(schema.safeParse(input) as Parameters<typeof firstMessage>[0])?.message

  it.each([
    [signInSchema, { email: 'a@example.com', password: 5 }, 'Password must be text'],
    [signInSchema, { email: 'a@example.com', password: null }, 'Password is required'],
    [registrationSchema, { email: 'a@example.com', password: 5 }, 'Password must be text'],
    [registrationSchema, { email: 'a@example.com' }, 'Password must be at least 8 characters'],
    [
      changePasswordSchema,
      { currentPassword: 1, newPassword: 'long-enough-1', confirmPassword: 'long-enough-1' },
      'Current password must be text',
    ],
    [
      changePasswordSchema,
      { currentPassword: 'old-password', newPassword: 12345678, confirmPassword: 'long-enough-1' },
      'New password must be text',
    ],
    [bulkImportSchema, { users: [], password: 5 }, 'Password must be text'],
    [bulkImportSchema, { users: [] }, 'Password is required'],
    [courseProgressSchema, { userId: 1, lessonId: 9, completed: true }, 'lessonId must be text'],
    [courseProgressSchema, { userId: 1, completed: true }, 'lessonId is required'],
    [
      courseProgressSchema,
      { userId: 1, lessonId: 'x'.repeat(101), completed: true },
      'lessonId must be at most 100 characters',
    ],
    [
      courseProgressSchema,
      { userId: {}, lessonId: 'lesson-1-1', completed: true },
      'userId must be text or a number',
    ],
    [courseProgressSchema, { lessonId: 'lesson-1-1', completed: true }, 'userId is required'],
  ])('case %#: names the field and what it must be', (schema, input, expected) => {
    expect(message(schema, input)).toBe(expected)
  })
})
