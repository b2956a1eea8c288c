import { formatDateTime } from '../certificates/format';

export interface ExportReadmeFacts {
  readonly email: string;
  readonly exportedAt: Date;
  readonly supportEmail: string;
}

/**
 * README.txt, the first file of the export: what each file is, in plain UK English, and what is
 * left out and why (decision 0813; Privacy Policy, 'Your rights'). Keep it in step with
 * write-account-export.ts.
 */
export function exportReadme({ email, exportedAt, supportEmail }: ExportReadmeFacts): string {
  return `Your PipeProof data
===================

A copy of the information PipeProof holds about the account ${email},
made on ${formatDateTime(exportedAt)} (UK time) from 'Download my data' on the Account page.
This is your right of access under UK data protection law (see our Privacy Policy).

The .json files are plain text in JSON, a common format that many programs can read.
Dates and times in them are in UTC, written like 2026-11-27T09:30:00.000Z.


What each file is
-----------------

README.txt
    This file.

profile.json
    Your account: name, email address, plan and when the account was opened.
    Your engineer profile: the details every new job starts with.
    How you sign in (email and password, Google or single sign-on) and your sign-in
    sessions: when each started, was last used and ends, and the IP address and browser
    it came from.
    Your subscription as we last read it from Stripe, with your Stripe customer
    reference, if you have ever subscribed.

plan-history.json
    Every change of your plan, oldest first: from, to, when and why. The reasons:
      stripe-webhook, refresh  a payment or subscription change reported by Stripe
      plan-change              you changed plan in PipeProof
      cancellation             you cancelled your subscription
      admin                    the PipeProof team changed it

jobs.json
    Every saved job, oldest first: the job details, the installation you entered, and
    every test record with its readings, the results PipeProof calculated, and the
    position if you used 'Get Current Location'.

certificates/
    Two files for every certificate you issued, named after its number:
      <number>.json  the certificate exactly as issued, with the inputs it was calculated
                     from (its logo and signature are inside, as base64 PNG), and each
                     time you emailed it to a customer: to whom, when, and whether it went
      <number>.pdf   the certificate as a PDF, as 'Export PDF' makes it

company-branding.json
    Your company branding: company details, colours, certificate footer, and the default
    engineer name and Gas Safe number. null if you have never saved any.

images/logo.png, images/signature.png
    Your company logo and engineer signature, if you uploaded them.

feedback.json
    The feedback you sent while signed in: rating, comment and when.


What is not included, and why
-----------------------------

- Your password. We keep only a one-way hash of it, which cannot be turned back into the
  password; we keep it, and the codes that keep you signed in, private to protect your account.
- Your card details. Stripe takes payments and holds them; PipeProof never sees them. To get
  what Stripe holds about you, ask Stripe and quote your Stripe customer reference.
- Our servers' technical logs (IP addresses, pages requested, errors). Email us if you want them.
- Feedback sent while signed out: nothing links it to you.
- Anything kept only on your phone or computer, such as readings entered offline that have not
  been sent yet.

Questions about your data: email ${supportEmail}.
`;
}
