// The dashboard's "Change password" form: the form checks it as the user types, and the server
// action checks it again (a server action is a public endpoint, whatever the form allowed).
import { z } from "zod";

export const PASSWORD_MIN_LENGTH = 10;
/** Bounded so that a huge body cannot make scrypt hash megabytes (the sign-in form's bound too). */
export const PASSWORD_MAX_LENGTH = 1024;

export const passwordChangeSchema = z
  .object({
    current_password: z.string().min(1, "Enter your current password.").max(PASSWORD_MAX_LENGTH, "That password is too long."),
    new_password: z
      .string()
      .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters.`)
      .max(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters.`)
      .refine((v) => v.trim().length > 0, "The new password cannot be only spaces."),
    confirm_password: z.string(),
  })
  .superRefine((v, ctx) => {
    if (v.confirm_password !== v.new_password) {
      ctx.addIssue({ code: "custom", path: ["confirm_password"], message: "The passwords do not match." });
    }
    if (v.current_password && v.new_password === v.current_password) {
      ctx.addIssue({ code: "custom", path: ["new_password"], message: "Choose a password different from the current one." });
    }
  });

export type PasswordChangeInput = z.infer<typeof passwordChangeSchema>;
export type PasswordChangeField = keyof PasswordChangeInput;
