/** The words beside a new authenticator secret: the same on the join page and on one's own account. */
export const authenticatorSecretTexts = {
  help: 'Scan the code with an authenticator app on your phone (such as Google Authenticator, Microsoft Authenticator or 2FAS), or type the key into it.',
  qrAlt: 'QR code that adds this account to an authenticator app',
  keyLabel: 'Key to type in',
  openInApp: 'Open in an authenticator app on this device',
};

/** The key in groups of four, as authenticator apps show it. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

export interface AuthenticatorSecretSetup {
  totpQrCode: string;
  totpSecret: string;
  totpUri: string;
}

/** A new authenticator secret three ways, under its step's heading: a QR code, a key to type and a link for this device. */
export function AuthenticatorSecret({ setup }: { setup: AuthenticatorSecretSetup }) {
  const texts = authenticatorSecretTexts;
  return (
    <>
      <p className="mt-1 text-slate-700">{texts.help}</p>
      <div className="mt-4 flex flex-wrap items-start gap-5">
        <img
          src={setup.totpQrCode}
          alt={texts.qrAlt}
          width={176}
          height={176}
          className="rounded-md border border-slate-200"
        />
        <dl className="min-w-0 flex-1">
          <dt className="text-sm font-semibold text-slate-800">{texts.keyLabel}</dt>
          <dd className="mt-1 font-mono text-base break-all text-slate-900">{grouped(setup.totpSecret)}</dd>
          <dd className="mt-3">
            <a href={setup.totpUri} className="text-sm font-medium text-teal-800 underline">
              {texts.openInApp}
            </a>
          </dd>
        </dl>
      </div>
    </>
  );
}
