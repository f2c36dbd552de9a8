import { z } from 'zod'

export const MIN_PASSWORD_LENGTH = 8
export const MAX_PASSWORD_LENGTH = 128

const email = z.string().trim().toLowerCase().pipe(z.email('Please enter a valid email address'))

export const signInSchema = z.object({
  email,
  password: z.string().min(1, 'Password is required').max(MAX_PASSWORD_LENGTH),
})

export const registrationSchema = z.object({
  email,
  password: z
    .string()
    .min(MIN_PASSWORD_LENGTH, 'Password must be at least 8 characters')
    .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters`),
  name: z.string().trim().max(200).optional(),
})

export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, 'Current password is required').max(MAX_PASSWORD_LENGTH),
    newPassword: z
      .string()
      .min(MIN_PASSWORD_LENGTH, 'New password must be at least 8 characters')
      .max(MAX_PASSWORD_LENGTH, `New password must be at most ${MAX_PASSWORD_LENGTH} characters`),
    confirmPassword: z.string().min(1, 'Please confirm your password'),
  })
  .refine((data) => data.newPassword === data.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  })

export const newsletterSchema = z.object({ email })

export type SignInInput = z.infer<typeof signInSchema>
export type RegistrationInput = z.infer<typeof registrationSchema>
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>
