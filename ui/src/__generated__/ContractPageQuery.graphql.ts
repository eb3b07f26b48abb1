/**
 * @generated SignedSource<<bc1f4029d1a3dd131946791c89ae8c39>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ContractRelation = "Customer" | "Other" | "Supplier" | "%future added value";
export type ContractPageQuery$variables = {
  owner: string;
  slug: string;
};
export type ContractPageQuery$data = {
  readonly contract: {
    readonly customer: {
      readonly entityName: string;
    } | null | undefined;
    readonly id: string;
    readonly members: ReadonlyArray<{
      readonly id: string;
      readonly isCustomerRecipient: boolean;
      readonly isSupplierRecipient: boolean;
      readonly relation: ContractRelation;
      readonly user: {
        readonly email: string;
        readonly name: string;
      };
    }>;
    readonly paycycle: {
      readonly name: string;
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
    readonly supplier: {
      readonly entityName: string;
    } | null | undefined;
    readonly viewerIsSupplier: boolean;
    readonly " $fragmentSpreads": FragmentRefs<"ContractHeader_contract" | "ContractTermsSummary_contract">;
  } | null | undefined;
};
export type ContractPageQuery = {
  response: ContractPageQuery$data;
  variables: ContractPageQuery$variables;
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
  "name": "siteName",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerIsSupplier",
  "storageKey": null
},
v5 = {
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
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "entityName",
  "storageKey": null
},
v7 = [
  (v6/*:: as any*/)
],
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "relation",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isCustomerRecipient",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isSupplierRecipient",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "email",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
},
v14 = [
  (v11/*:: as any*/),
  (v2/*:: as any*/),
  (v6/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ContractPageQuery",
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
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ContractHeader_contract"
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ContractContact",
            "kind": "LinkedField",
            "name": "customer",
            "plural": false,
            "selections": (v7/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ContractContact",
            "kind": "LinkedField",
            "name": "supplier",
            "plural": false,
            "selections": (v7/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ContractMember",
            "kind": "LinkedField",
            "name": "members",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "ContractUser",
                "kind": "LinkedField",
                "name": "user",
                "plural": false,
                "selections": [
                  (v11/*:: as any*/),
                  (v12/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PayCycle",
            "kind": "LinkedField",
            "name": "paycycle",
            "plural": false,
            "selections": [
              (v11/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ContractTermsSummary_contract"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ContractPageQuery",
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
          (v13/*:: as any*/),
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
            "concreteType": "ContractOrganisation",
            "kind": "LinkedField",
            "name": "owner",
            "plural": false,
            "selections": [
              (v11/*:: as any*/),
              (v13/*:: as any*/),
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
          {
            "alias": null,
            "args": null,
            "concreteType": "Contract",
            "kind": "LinkedField",
            "name": "parent",
            "plural": false,
            "selections": [
              (v13/*:: as any*/),
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "ContractOrganisation",
                "kind": "LinkedField",
                "name": "owner",
                "plural": false,
                "selections": [
                  (v13/*:: as any*/)
                ],
                "storageKey": null
              },
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
            "selections": (v14/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ContractContact",
            "kind": "LinkedField",
            "name": "supplier",
            "plural": false,
            "selections": (v14/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ContractMember",
            "kind": "LinkedField",
            "name": "members",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "ContractUser",
                "kind": "LinkedField",
                "name": "user",
                "plural": false,
                "selections": [
                  (v11/*:: as any*/),
                  (v12/*:: as any*/),
                  (v2/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PayCycle",
            "kind": "LinkedField",
            "name": "paycycle",
            "plural": false,
            "selections": [
              (v11/*:: as any*/),
              (v2/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PaymentTerms",
            "kind": "LinkedField",
            "name": "paymentTerms",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "description",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "1b56d856c4ef01f3ae6b8af53023a9b1",
    "id": null,
    "metadata": {},
    "name": "ContractPageQuery",
    "operationKind": "query",
    "text": "query ContractPageQuery(\n  $owner: String!\n  $slug: String!\n) {\n  contract(owner: $owner, slug: $slug) {\n    id\n    siteName\n    viewerIsSupplier\n    site {\n      line1\n      line2\n      suburb\n      city\n      state\n      postcode\n    }\n    ...ContractHeader_contract\n    customer {\n      entityName\n      id\n    }\n    supplier {\n      entityName\n      id\n    }\n    members {\n      id\n      relation\n      isCustomerRecipient\n      isSupplierRecipient\n      user {\n        name\n        email\n        id\n      }\n    }\n    paycycle {\n      name\n      id\n    }\n    ...ContractTermsSummary_contract\n  }\n}\n\nfragment ContractHeader_contract on Contract {\n  id\n  slug\n  siteName\n  archivedAt\n  viewerIsSupplier\n  counterpartyName\n  counterpartyConsent\n  site {\n    line1\n    line2\n    suburb\n    city\n    state\n    postcode\n  }\n  owner {\n    name\n    slug\n    isViewer\n  }\n  parent {\n    slug\n    siteName\n    owner {\n      slug\n    }\n    id\n  }\n  customer {\n    name\n    id\n  }\n  supplier {\n    name\n    id\n  }\n}\n\nfragment ContractTermsSummary_contract on Contract {\n  paymentTerms {\n    description\n  }\n}\n"
  }
};
})();

(node as any).hash = "bdb17c97a76fcc42dc497855a68d9fe9";

export default node;
