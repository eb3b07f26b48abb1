/**
 * @generated SignedSource<<d438dd45d9aa33f409f275e3457cc393>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ContractPermission = "Comment" | "CustomerDraft" | "CustomerSubmit" | "Edit" | "SupplierDraft" | "SupplierSubmit" | "View" | "%future added value";
export type ContractRelation = "Customer" | "Other" | "Supplier" | "%future added value";
export type PartyConsent = "Accepted" | "Declined" | "Pending" | "Removed" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ProjectSettingsPage_contract$data = {
  readonly archivedAt: any | null | undefined;
  readonly counterpartyConsent: PartyConsent;
  readonly counterpartyName: string | null | undefined;
  readonly customer: {
    readonly address: string;
    readonly entityName: string;
    readonly gstNumber: string | null | undefined;
    readonly id: string;
    readonly isBusinessDetails: boolean;
    readonly name: string;
    readonly owner: {
      readonly isViewer: boolean;
      readonly name: string;
    };
  } | null | undefined;
  readonly id: string;
  readonly members: ReadonlyArray<{
    readonly id: string;
    readonly isCustomerRecipient: boolean;
    readonly isSupplierRecipient: boolean;
    readonly isViewer: boolean;
    readonly organisation: {
      readonly isViewer: boolean;
      readonly name: string;
    };
    readonly permissions: ReadonlyArray<ContractPermission>;
    readonly relation: ContractRelation;
    readonly role: string;
    readonly user: {
      readonly email: string;
      readonly id: string;
      readonly name: string;
    };
    readonly viewerCanChange: boolean;
  }>;
  readonly owner: {
    readonly isViewer: boolean;
    readonly name: string;
    readonly slug: string;
  };
  readonly parent: {
    readonly owner: {
      readonly slug: string;
    };
    readonly siteName: string;
    readonly slug: string;
  } | null | undefined;
  readonly site: {
    readonly city: string;
    readonly line1: string;
    readonly line2: string;
    readonly postcode: string;
    readonly state: string;
    readonly suburb: string;
  };
  readonly siteName: string;
  readonly slug: string;
  readonly supplier: {
    readonly address: string;
    readonly entityName: string;
    readonly gstNumber: string | null | undefined;
    readonly id: string;
    readonly isBusinessDetails: boolean;
    readonly name: string;
    readonly owner: {
      readonly isViewer: boolean;
      readonly name: string;
    };
  } | null | undefined;
  readonly viewerCanRemoveCounterparty: boolean;
  readonly viewerIsOwner: boolean;
  readonly viewerIsSupplier: boolean;
  readonly viewerPermissions: ReadonlyArray<ContractPermission>;
  readonly viewerRelation: ContractRelation;
  readonly " $fragmentSpreads": FragmentRefs<"PaymentTermsCard_contract">;
  readonly " $fragmentType": "ProjectSettingsPage_contract";
};
export type ProjectSettingsPage_contract$key = {
  readonly " $data"?: ProjectSettingsPage_contract$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProjectSettingsPage_contract">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "siteName",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isViewer",
  "storageKey": null
},
v5 = [
  (v3/*:: as any*/),
  (v4/*:: as any*/)
],
v6 = [
  (v3/*:: as any*/),
  (v0/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "entityName",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "address",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "gstNumber",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "isBusinessDetails",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "ContractOrganisation",
    "kind": "LinkedField",
    "name": "owner",
    "plural": false,
    "selections": (v5/*:: as any*/),
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProjectSettingsPage_contract",
  "selections": [
    (v0/*:: as any*/),
    (v1/*:: as any*/),
    (v2/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "archivedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerIsSupplier",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "counterpartyName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "counterpartyConsent",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Address",
      "kind": "LinkedField",
      "name": "site",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "line1",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "line2",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "suburb",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "city",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "state",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "postcode",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ContractOrganisation",
      "kind": "LinkedField",
      "name": "owner",
      "plural": false,
      "selections": [
        (v3/*:: as any*/),
        (v1/*:: as any*/),
        (v4/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Contract",
      "kind": "LinkedField",
      "name": "parent",
      "plural": false,
      "selections": [
        (v1/*:: as any*/),
        (v2/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "ContractOrganisation",
          "kind": "LinkedField",
          "name": "owner",
          "plural": false,
          "selections": [
            (v1/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ContractContact",
      "kind": "LinkedField",
      "name": "customer",
      "plural": false,
      "selections": (v6/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ContractContact",
      "kind": "LinkedField",
      "name": "supplier",
      "plural": false,
      "selections": (v6/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerIsOwner",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerPermissions",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerRelation",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerCanRemoveCounterparty",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "PaymentTermsCard_contract"
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ContractMember",
      "kind": "LinkedField",
      "name": "members",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "relation",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "role",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "permissions",
          "storageKey": null
        },
        (v4/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "viewerCanChange",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isCustomerRecipient",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isSupplierRecipient",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ContractUser",
          "kind": "LinkedField",
          "name": "user",
          "plural": false,
          "selections": [
            (v0/*:: as any*/),
            (v3/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "email",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ContractOrganisation",
          "kind": "LinkedField",
          "name": "organisation",
          "plural": false,
          "selections": (v5/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Contract",
  "abstractKey": null
};
})();

(node as any).hash = "d1bc02a4c0076ebf383fed48f5bf4cc6";

export default node;
