/**
 * The parties of the claim document: the supplier's letterhead at the top, and the To, From and
 * Project blocks (each party's entity name, trading name, address and GST number; the site). The
 * supplier's GST number is the revision's (`ClaimRevision.supplierGstNumber`: the one a sent claim
 * was sent with, issue 34), never read here from the supplier's details as they stand now.
 */
import { graphql, useFragment } from 'react-relay';
import type { Parties_contract$data, Parties_contract$key } from '../../__generated__/Parties_contract.graphql';
import { Block } from '../../ui/Block';

const fragment = graphql`
  fragment Parties_contract on Contract {
    siteName
    owner {
      name
    }
    site {
      line1
      line2
      suburb
      city
      state
      postcode
    }
    customer {
      name
      entityName
      address
      gstNumber
    }
    supplier {
      name
      entityName
      address
      website
    }
  }
`;

function addressLines(address: string | null | undefined): string[] {
  return (address ?? '').split('\n').filter(Boolean);
}

function Party({
  party,
  gstNumber,
}: {
  party: Parties_contract$data['customer'] | Parties_contract$data['supplier'];
  gstNumber: string | null | undefined;
}) {
  if (!party) return <span className="text-fg-subtle">Not set</span>;
  return (
    <>
      <div className="font-semibold">{party.entityName || party.name}</div>
      {party.name && party.entityName && party.name !== party.entityName ? <div>{party.name}</div> : null}
      {addressLines(party.address).map((line, i) => (
        <div key={i} className="text-fg-muted">
          {line}
        </div>
      ))}
      {gstNumber ? <div className="text-fg-muted">GST {gstNumber}</div> : null}
    </>
  );
}

/** The supplier's name, address, GST number (the revision's: `gstNumber`) and website, as at the top of the PDF. */
export function Letterhead({ contract: ref, gstNumber }: { contract: Parties_contract$key; gstNumber: string | null }) {
  const contract = useFragment(fragment, ref);
  const supplier = contract.supplier;
  return (
    <div className="min-w-0 text-sm leading-relaxed">
      <div className="text-lg font-semibold text-fg">{supplier?.entityName || supplier?.name || contract.owner.name}</div>
      {addressLines(supplier?.address).map((l, i) => (
        <div key={i} className="text-fg-muted">
          {l}
        </div>
      ))}
      {gstNumber ? (
        <div className="text-fg-muted" data-testid="letterhead-gst-number">
          GST number {gstNumber}
        </div>
      ) : null}
      {supplier?.website ? <div className="text-fg-muted">{supplier.website}</div> : null}
    </div>
  );
}

export function Parties({ contract: ref, supplierGstNumber }: { contract: Parties_contract$key; supplierGstNumber: string | null }) {
  const contract = useFragment(fragment, ref);
  const site = contract.site;
  const siteLines = [site.line1, site.line2, site.suburb, [site.city, site.postcode].filter(Boolean).join(' '), site.state].filter(
    (x) => x && x.trim(),
  );
  return (
    <div className="grid gap-6 border-t border-border pt-6 sm:grid-cols-3">
      <Block label="To" testId="block-to">
        <Party party={contract.customer} gstNumber={contract.customer?.gstNumber} />
      </Block>
      <Block label="From" testId="block-from">
        <Party party={contract.supplier} gstNumber={supplierGstNumber} />
      </Block>
      <Block label="Project" testId="block-project">
        <div className="font-semibold">{contract.siteName}</div>
        {siteLines.map((l, i) => (
          <div key={i} className="text-fg-muted">
            {l}
          </div>
        ))}
      </Block>
    </div>
  );
}
