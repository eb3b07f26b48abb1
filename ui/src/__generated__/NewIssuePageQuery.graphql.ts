/**
 * @generated SignedSource<<2c52206b3a7481608488f218cabb8a64>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ContractPermission = "Comment" | "CustomerDraft" | "CustomerSubmit" | "Edit" | "SupplierDraft" | "SupplierSubmit" | "View" | "%future added value";
export type NewIssuePageQuery$variables = Record<PropertyKey, never>;
export type NewIssuePageQuery$data = {
  readonly projects: {
    readonly contracts: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly customer: {
            readonly entityName: string;
            readonly name: string;
          } | null | undefined;
          readonly id: string;
          readonly owner: {
            readonly slug: string;
          };
          readonly siteName: string;
          readonly slug: string;
          readonly supplier: {
            readonly entityName: string;
            readonly name: string;
          } | null | undefined;
          readonly viewerIsSupplier: boolean;
          readonly viewerPermissions: ReadonlyArray<ContractPermission>;
        };
      }>;
    };
  } | null | undefined;
};
export type NewIssuePageQuery = {
  response: NewIssuePageQuery$data;
  variables: NewIssuePageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 5000
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
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
  "kind": "ScalarField",
  "name": "viewerPermissions",
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
    (v2/*:: as any*/)
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
v9 = [
  (v7/*:: as any*/),
  (v8/*:: as any*/)
],
v10 = [
  (v7/*:: as any*/),
  (v8/*:: as any*/),
  (v1/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "NewIssuePageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Projects",
        "kind": "LinkedField",
        "name": "projects",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": (v0/*:: as any*/),
            "concreteType": "ContractConnection",
            "kind": "LinkedField",
            "name": "contracts",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "ContractEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Contract",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v1/*:: as any*/),
                      (v2/*:: as any*/),
                      (v3/*:: as any*/),
                      (v4/*:: as any*/),
                      (v5/*:: as any*/),
                      (v6/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "ContractContact",
                        "kind": "LinkedField",
                        "name": "supplier",
                        "plural": false,
                        "selections": (v9/*:: as any*/),
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "ContractContact",
                        "kind": "LinkedField",
                        "name": "customer",
                        "plural": false,
                        "selections": (v9/*:: as any*/),
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": "contracts(first:5000)"
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
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "NewIssuePageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Projects",
        "kind": "LinkedField",
        "name": "projects",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": (v0/*:: as any*/),
            "concreteType": "ContractConnection",
            "kind": "LinkedField",
            "name": "contracts",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "ContractEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Contract",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v1/*:: as any*/),
                      (v2/*:: as any*/),
                      (v3/*:: as any*/),
                      (v4/*:: as any*/),
                      (v5/*:: as any*/),
                      (v6/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "ContractContact",
                        "kind": "LinkedField",
                        "name": "supplier",
                        "plural": false,
                        "selections": (v10/*:: as any*/),
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "ContractContact",
                        "kind": "LinkedField",
                        "name": "customer",
                        "plural": false,
                        "selections": (v10/*:: as any*/),
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": "contracts(first:5000)"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "cb054621be33508f92827e1e9c941ee0",
    "id": null,
    "metadata": {},
    "name": "NewIssuePageQuery",
    "operationKind": "query",
    "text": "query NewIssuePageQuery {\n  projects {\n    contracts(first: 5000) {\n      edges {\n        node {\n          id\n          slug\n          siteName\n          viewerIsSupplier\n          viewerPermissions\n          owner {\n            slug\n          }\n          supplier {\n            name\n            entityName\n            id\n          }\n          customer {\n            name\n            entityName\n            id\n          }\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "87c7d0daec763003d515987004e20b93";

export default node;
