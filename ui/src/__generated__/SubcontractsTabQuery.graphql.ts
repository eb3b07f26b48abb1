/**
 * @generated SignedSource<<c23e836a3e4a22a8cb84a0d76fffc448>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SubcontractsTabQuery$variables = {
  owner: string;
  slug: string;
};
export type SubcontractsTabQuery$data = {
  readonly contract: {
    readonly archivedAt: any | null | undefined;
    readonly id: string;
    readonly subcontracts: ReadonlyArray<{
      readonly archivedAt: any | null | undefined;
      readonly id: string;
      readonly owner: {
        readonly slug: string;
      };
      readonly paymentTerms: {
        readonly atAGlance: ReadonlyArray<string>;
      };
      readonly siteName: string;
      readonly slug: string;
      readonly supplier: {
        readonly entityName: string;
        readonly name: string;
      } | null | undefined;
    }>;
  } | null | undefined;
};
export type SubcontractsTabQuery = {
  response: SubcontractsTabQuery$data;
  variables: SubcontractsTabQuery$variables;
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
  "name": "archivedAt",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "siteName",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "concreteType": "ContractOrganisation",
  "kind": "LinkedField",
  "name": "owner",
  "plural": false,
  "selections": [
    (v4/*:: as any*/)
  ],
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "entityName",
  "storageKey": null
},
v9 = {
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
      "name": "atAGlance",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "SubcontractsTabQuery",
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
          {
            "alias": null,
            "args": null,
            "concreteType": "Contract",
            "kind": "LinkedField",
            "name": "subcontracts",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v3/*:: as any*/),
              (v6/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "ContractContact",
                "kind": "LinkedField",
                "name": "supplier",
                "plural": false,
                "selections": [
                  (v7/*:: as any*/),
                  (v8/*:: as any*/)
                ],
                "storageKey": null
              },
              (v9/*:: as any*/)
            ],
            "storageKey": null
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
    "name": "SubcontractsTabQuery",
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
          {
            "alias": null,
            "args": null,
            "concreteType": "Contract",
            "kind": "LinkedField",
            "name": "subcontracts",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v3/*:: as any*/),
              (v6/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "ContractContact",
                "kind": "LinkedField",
                "name": "supplier",
                "plural": false,
                "selections": [
                  (v7/*:: as any*/),
                  (v8/*:: as any*/),
                  (v2/*:: as any*/)
                ],
                "storageKey": null
              },
              (v9/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "5f1254f8fd99c31de9d9e0d1f7bd324b",
    "id": null,
    "metadata": {},
    "name": "SubcontractsTabQuery",
    "operationKind": "query",
    "text": "query SubcontractsTabQuery(\n  $owner: String!\n  $slug: String!\n) {\n  contract(owner: $owner, slug: $slug) {\n    id\n    archivedAt\n    subcontracts {\n      id\n      slug\n      siteName\n      archivedAt\n      owner {\n        slug\n      }\n      supplier {\n        name\n        entityName\n        id\n      }\n      paymentTerms {\n        atAGlance\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "b4538a1f64cf2d90c312de34dbe010bf";

export default node;
