/**
 * An email address that may wrap before its "@" (a table column can then be narrower) and, on a
 * phone, anywhere.
 */
export function EmailAddress({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  return (
    <span className="wrap-anywhere @3xl:wrap-normal">
      {at > 0 ? (
        <>
          {email.slice(0, at)}
          <wbr />
          {email.slice(at)}
        </>
      ) : (
        email
      )}
    </span>
  );
}
