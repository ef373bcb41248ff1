-- Accounts of the three roles. Balances are whole tokens and can never go below zero (the ledger of
-- later migrations moves them inside transactions; the CHECK is the last line of defence).

CREATE TABLE files (
  id            text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  owner_source  text CHECK (owner_source IN ('user', 'performer', 'studio', 'system')),
  owner_id      text,
  kind          text NOT NULL,            -- avatar, document-verification, id-verification, banner, ...
  visibility    text NOT NULL DEFAULT 'public' CHECK (visibility IN ('public', 'private')),
  path          text NOT NULL UNIQUE,     -- relative to the storage root of its visibility
  original_name text NOT NULL DEFAULT '',
  mime_type     text NOT NULL,
  size          integer NOT NULL CHECK (size >= 0),
  width         integer,
  height        integer,
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX files_owner_idx ON files (owner_source, owner_id);

CREATE TABLE users (
  id                 text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  username           text NOT NULL,
  email              text NOT NULL,
  password_hash      text NOT NULL,
  first_name         text NOT NULL DEFAULT '',
  last_name          text NOT NULL DEFAULT '',
  display_name       text NOT NULL DEFAULT '',
  phone              text NOT NULL DEFAULT '',
  gender             text NOT NULL DEFAULT '' CHECK (gender IN ('', 'female', 'male', 'transgender')),
  country            text NOT NULL DEFAULT '',
  city               text NOT NULL DEFAULT '',
  date_of_birth      date,
  avatar_path        text,
  roles              text[] NOT NULL DEFAULT '{user}',
  status             text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive', 'pending')),
  email_verified     boolean NOT NULL DEFAULT false,
  balance            integer NOT NULL DEFAULT 0 CHECK (balance >= 0),
  is_online          boolean NOT NULL DEFAULT false,
  total_view_time    integer NOT NULL DEFAULT 0,
  total_token_spent  integer NOT NULL DEFAULT 0,
  total_token_earned integer NOT NULL DEFAULT 0,
  created_at         timestamptz NOT NULL DEFAULT now(),
  updated_at         timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_username_key ON users (lower(username));
CREATE UNIQUE INDEX users_email_key ON users (lower(email));

CREATE TABLE studios (
  id                       text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  username                 text NOT NULL,
  email                    text NOT NULL,
  password_hash            text NOT NULL,
  name                     text NOT NULL DEFAULT '',
  phone                    text NOT NULL DEFAULT '',
  country                  text NOT NULL DEFAULT '',
  city                     text NOT NULL DEFAULT '',
  address                  text NOT NULL DEFAULT '',
  languages                text[] NOT NULL DEFAULT '{}',
  timezone                 text NOT NULL DEFAULT '',
  avatar_path              text,
  status                   text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive', 'pending')),
  email_verified           boolean NOT NULL DEFAULT false,
  balance                  integer NOT NULL DEFAULT 0 CHECK (balance >= 0),
  -- commissions in percent: the studio's share of its members' earnings, by sale type
  commission               integer NOT NULL DEFAULT 10 CHECK (commission BETWEEN 0 AND 100),
  tip_commission           integer NOT NULL DEFAULT 10 CHECK (tip_commission BETWEEN 0 AND 100),
  private_call_commission  integer NOT NULL DEFAULT 10 CHECK (private_call_commission BETWEEN 0 AND 100),
  group_call_commission    integer NOT NULL DEFAULT 10 CHECK (group_call_commission BETWEEN 0 AND 100),
  product_commission       integer NOT NULL DEFAULT 10 CHECK (product_commission BETWEEN 0 AND 100),
  album_commission         integer NOT NULL DEFAULT 10 CHECK (album_commission BETWEEN 0 AND 100),
  video_commission         integer NOT NULL DEFAULT 10 CHECK (video_commission BETWEEN 0 AND 100),
  document_verification_id text REFERENCES files (id) ON DELETE SET NULL,
  id_verification_id       text REFERENCES files (id) ON DELETE SET NULL,
  total_token_earned       integer NOT NULL DEFAULT 0,
  created_at               timestamptz NOT NULL DEFAULT now(),
  updated_at               timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX studios_username_key ON studios (lower(username));
CREATE UNIQUE INDEX studios_email_key ON studios (lower(email));

CREATE TABLE performers (
  id                       text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  username                 text NOT NULL,
  email                    text NOT NULL,
  password_hash            text NOT NULL,
  name                     text NOT NULL DEFAULT '',
  first_name               text NOT NULL DEFAULT '',
  last_name                text NOT NULL DEFAULT '',
  phone                    text NOT NULL DEFAULT '',
  gender                   text NOT NULL CHECK (gender IN ('female', 'male', 'transgender')),
  country                  text NOT NULL DEFAULT '',
  city                     text NOT NULL DEFAULT '',
  date_of_birth            date,
  avatar_path              text,
  status                   text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive', 'pending')),
  verified                 boolean NOT NULL DEFAULT false,   -- documents checked by the platform
  email_verified           boolean NOT NULL DEFAULT false,
  balance                  integer NOT NULL DEFAULT 0 CHECK (balance >= 0),
  studio_id                text REFERENCES studios (id) ON DELETE SET NULL,
  studio_member_status     text NOT NULL DEFAULT 'active' CHECK (studio_member_status IN ('active', 'inactive')),
  about_me                 text NOT NULL DEFAULT '',
  bio                      text NOT NULL DEFAULT '',
  languages                text[] NOT NULL DEFAULT '{}',
  tags                     text[] NOT NULL DEFAULT '{}',
  category_ids             text[] NOT NULL DEFAULT '{}',
  schedule                 jsonb,
  timezone                 text NOT NULL DEFAULT '',
  height                   text NOT NULL DEFAULT '',
  weight                   text NOT NULL DEFAULT '',
  eyes                     text NOT NULL DEFAULT '',
  hair                     text NOT NULL DEFAULT '',
  ethnicity                text NOT NULL DEFAULT '',
  socials                  jsonb NOT NULL DEFAULT '{}',
  streaming_status         text NOT NULL DEFAULT 'offline' CHECK (streaming_status IN ('public', 'private', 'group', 'offline')),
  streaming_title          text NOT NULL DEFAULT '',
  is_online                boolean NOT NULL DEFAULT false,
  watching                 integer NOT NULL DEFAULT 0 CHECK (watching >= 0),
  last_streaming_time      timestamptz,
  offline_at               timestamptz,
  private_call_price       integer NOT NULL DEFAULT 20 CHECK (private_call_price >= 0),
  group_call_price         integer NOT NULL DEFAULT 15 CHECK (group_call_price >= 0),
  max_participants_allowed integer NOT NULL DEFAULT 10 CHECK (max_participants_allowed > 0),
  views                    integer NOT NULL DEFAULT 0,
  favorites                integer NOT NULL DEFAULT 0,
  total_stream_time        integer NOT NULL DEFAULT 0,
  total_token_earned       integer NOT NULL DEFAULT 0,
  document_verification_id text REFERENCES files (id) ON DELETE SET NULL,
  id_verification_id       text REFERENCES files (id) ON DELETE SET NULL,
  release_form_id          text REFERENCES files (id) ON DELETE SET NULL,
  bank_transfer_option     jsonb,
  direct_deposit           jsonb,
  paxum                    jsonb,
  bitpay                   jsonb,
  commission_setting       jsonb,
  created_at               timestamptz NOT NULL DEFAULT now(),
  updated_at               timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX performers_username_key ON performers (lower(username));
CREATE UNIQUE INDEX performers_email_key ON performers (lower(email));
CREATE INDEX performers_studio_idx ON performers (studio_id);
CREATE INDEX performers_streaming_idx ON performers (streaming_status);
CREATE INDEX performers_created_idx ON performers (created_at DESC);
