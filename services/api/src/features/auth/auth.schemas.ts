import { PATTERNS } from '../../core/validation';

export const ROLES = ['user', 'performer', 'studio'] as const;
export const GENDERS = ['female', 'transgender', 'male'] as const;

export const usernameSchema = { type: 'string', minLength: 3, maxLength: 40, pattern: PATTERNS.username };
export const emailSchema = { type: 'string', format: 'email', maxLength: 200 };
export const passwordSchema = { type: 'string', minLength: 6, maxLength: 100 };
export const nameSchema = { type: 'string', maxLength: 100 };
export const dateSchema = { type: 'string', pattern: PATTERNS.date, maxLength: 30 };

export const loginBodySchema = {
  type: 'object',
  required: ['username', 'password'],
  properties: {
    username: { type: 'string', minLength: 1, maxLength: 200 },
    password: { type: 'string', minLength: 1, maxLength: 200 },
    remember: { type: 'boolean' },
  },
};

export const userRegisterSchema = {
  type: 'object',
  required: ['username', 'email', 'password'],
  properties: {
    username: usernameSchema,
    email: emailSchema,
    password: passwordSchema,
    firstName: nameSchema,
    lastName: nameSchema,
    gender: { type: 'string', enum: GENDERS },
    country: { type: 'string', maxLength: 100 },
  },
};

export const performerRegisterSchema = {
  type: 'object',
  required: ['username', 'email', 'password', 'firstName', 'lastName', 'gender'],
  properties: {
    username: usernameSchema,
    email: emailSchema,
    password: passwordSchema,
    firstName: { ...nameSchema, minLength: 1 },
    lastName: { ...nameSchema, minLength: 1 },
    gender: { type: 'string', enum: GENDERS },
    country: { type: 'string', maxLength: 100 },
    dateOfBirth: dateSchema,
    studioId: { type: 'string', pattern: PATTERNS.objectId },
  },
};

export const studioRegisterSchema = {
  type: 'object',
  required: ['name', 'username', 'email', 'password'],
  properties: {
    name: { ...nameSchema, minLength: 1 },
    username: usernameSchema,
    email: emailSchema,
    password: passwordSchema,
    country: { type: 'string', maxLength: 100 },
  },
};
