/**
 * @generated SignedSource<<832e8785ad6d6e17fe0427e2e8c95eb9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type PartyConsent = "Accepted" | "Declined" | "Pending" | "Removed" | "%future added value";
export type NewSubcontractPageQuery$variables = {
  owner: string;
  slug: string;
};
export type NewSubcontractPageQuery$data = {
  readonly contract: {
    readonly archivedAt: any | null | undefined;
    readonly counterpartyConsent: PartyConsent;
    readonly counterpartyName: string | null | undefined;
    readonly customer: {
      readonly name: string;
    } | null | undefined;
    readonly id: string;
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
      readonly name: string;
    } | null | undefined;
    readonly viewerIsSupplier: boolean;
  } | null | undefined;
  readonly org: {
    readonly name: string;
  } | null | undefined;
  readonly projects: {
    readonly businessContact: {
      readonly entityName: string;
    } | null | undefined;
    readonly contactPeople: ReadonlyArray<{
      readonly email: string;
      readonly id: string;
      readonly name: string;
    }>;
    readonly viewerUser: {
      readonly id: string;
    };
  } | null | undefined;
};
export type NewSubcontractPageQuery = {
  response: NewSubcontractPageQuery$data;
  variables: NewSubcontractPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "owner"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "slug"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "owner",
    "variableName": "owner"
  },
  {
    "kind": "Variable",
    "name": "slug",
    "variableName": "slug"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "siteName",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "archivedAt",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerIsSupplier",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "counterpartyName",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "counterpartyConsent",
  "storageKey": null
},
v9 = {
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
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "concreteType": "ContractOrganisation",
  "kind": "LinkedField",
  "name": "owner",
  "plural": false,
  "selections": [
    (v10/*:: as any*/),
    (v3/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isViewer",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "concreteType": "ContractOrganisation",
  "kind": "LinkedField",
  "name": "owner",
  "plural": false,
  "selections": [
    (v3/*:: as any*/)
  ],
  "storageKey": null
},
v13 = [
  (v10/*:: as any*/)
],
v14 = {
  "alias": null,
  "args": null,
  "concreteType": "Projects",
  "kind": "LinkedField",
  "name": "projects",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ContractUser",
      "kind": "LinkedField",
      "name": "viewerUser",
      "plural": false,
      "selections": [
        (v2/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "BusinessContact",
      "kind": "LinkedField",
      "name": "businessContact",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "entityName",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ContractUser",
      "kind": "LinkedField",
      "name": "contactPeople",
      "plural": true,
      "selections": [
        (v2/*:: as any*/),
        (v10/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "email",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v15 = [
  (v10/*:: as any*/),
  (v2/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "NewSubcontractPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Contract",
        "kind": "LinkedField",
        "name": "contract",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          (v11/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Contract",
            "kind": "LinkedField",
            "name": "parent",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v12/*:: as any*/)
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
            "selections": (v13/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ContractContact",
            "kind": "LinkedField",
            "name": "supplier",
            "plural": false,
            "selections": (v13/*:: as any*/),
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Organisation",
        "kind": "LinkedField",
        "name": "org",
        "plural": false,
        "selections": (v13/*:: as any*/),
        "storageKey": null
      },
      (v14/*:: as any*/)
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "NewSubcontractPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Contract",
        "kind": "LinkedField",
        "name": "contract",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          (v11/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Contract",
            "kind": "LinkedField",
            "name": "parent",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v12/*:: as any*/),
              (v2/*:: as any*/)
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
            "selections": (v15/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ContractContact",
            "kind": "LinkedField",
            "name": "supplier",
            "plural": false,
            "selections": (v15/*:: as any*/),
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Organisation",
        "kind": "LinkedField",
        "name": "org",
        "plural": false,
        "selections": (v15/*:: as any*/),
        "storageKey": null
      },
      (v14/*:: as any*/)
    ]
  },
  "params": {
    "cacheID": "2686a68db58ebb0a0a8823b8c0965525",
    "id": null,
    "metadata": {},
    "name": "NewSubcontractPageQuery",
    "operationKind": "query",
    "text": "query NewSubcontractPageQuery(\n  $owner: String!\n  $slug: String!\n) {\n  contract(owner: $owner, slug: $slug) {\n    id\n    slug\n    siteName\n    archivedAt\n    viewerIsSupplier\n    counterpartyName\n    counterpartyConsent\n    site {\n      line1\n      line2\n      suburb\n      city\n      state\n      postcode\n    }\n    owner {\n      name\n      slug\n      isViewer\n    }\n    parent {\n      slug\n      siteName\n      owner {\n        slug\n      }\n      id\n    }\n    customer {\n      name\n      id\n    }\n    supplier {\n      name\n      id\n    }\n  }\n  org {\n    name\n    id\n  }\n  projects {\n    viewerUser {\n      id\n    }\n    businessContact {\n      entityName\n    }\n    contactPeople {\n      id\n      name\n      email\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "1949a2e6c76e97487205f2a0e97bfbb4";

export default node;
