/** The sentence with the private page of a request just sent, beneath its in-place confirmation. */
export function FollowRequestLink({ path }: { path: string | undefined }) {
  if (!path) return null;
  return (
    <p className="mt-2">
      Follow it and read our answer on{' '}
      <a href={path} className="font-semibold underline">
        your request’s private page
      </a>
      . Keep the link to yourself: it opens your request without a password.
    </p>
  );
}
