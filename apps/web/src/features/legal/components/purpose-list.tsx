interface Purpose {
  purpose: string;
  basis: string;
}

/** Each use of personal information with its lawful basis, readable on a phone. */
export function PurposeList({ items }: { items: readonly Purpose[] }) {
  return (
    <ul className="list-none! pl-0!">
      {items.map((item) => (
        <li key={item.purpose} className="rounded-lg border border-slate-200 bg-white p-4">
          <p className="mt-0!">{item.purpose}</p>
          <p className="mt-1! text-slate-700">
            <strong>Lawful basis:</strong> {item.basis}
          </p>
        </li>
      ))}
    </ul>
  );
}
