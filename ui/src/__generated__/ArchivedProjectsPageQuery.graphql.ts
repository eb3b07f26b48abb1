/**
 * @generated SignedSource<<ad42371afda571ef913d99f7cc283ceb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ArchivedProjectsPageQuery$variables = Record<PropertyKey, never>;
export type ArchivedProjectsPageQuery$data = {
  readonly projects: {
    readonly activeCount: number;
    readonly archivedCount: number;
    readonly contracts: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly customer: {
            readonly name: string;
          } | null | undefined;
          readonly id: string;
          readonly owner: {
            readonly isViewer: boolean;
            readonly name: string;
            readonly slug: string;
          };
          readonly siteName: string;
          readonly slug: string;
          readonly supplier: {
            readonly name: string;
          } | null | undefined;
          readonly viewerIsSupplier: boolean;
        } | null | undefined;
      } | null | undefined>;
    };
  } | null | undefined;
};
export type ArchivedProjectsPageQuery = {
  response: ArchivedProjectsPageQuery$data;
  variables: ArchivedProjectsPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "activeCount",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "archivedCount",
  "storageKey": null
},
v2 = [
  {
    "kind": "Literal",
    "name": "archived",
    "value": true
  },
  {
    "kind": "Literal",
    "name": "first",
    "value": 5000
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
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
  "kind": "ScalarField",
  "name": "viewerIsSupplier",
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
  "name": "isViewer",
  "storageKey": null
},
v9 = [
  (v7/*:: as any*/)
],
v10 = [
  (v7/*:: as any*/),
  (v3/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ArchivedProjectsPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Projects",
        "kind": "LinkedField",
        "name": "projects",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": (v2/*:: as any*/),
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
                      (v3/*:: as any*/),
                      (v4/*:: as any*/),
                      (v5/*:: as any*/),
                      (v6/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "ContractOrganisation",
                        "kind": "LinkedField",
                        "name": "owner",
                        "plural": false,
                        "selections": [
                          (v7/*:: as any*/),
                          (v4/*:: as any*/),
                          (v8/*:: as any*/)
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
                        "selections": (v9/*:: as any*/),
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "ContractContact",
                        "kind": "LinkedField",
                        "name": "supplier",
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
            "storageKey": "contracts(archived:true,first:5000)"
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
    "name": "ArchivedProjectsPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Projects",
        "kind": "LinkedField",
        "name": "projects",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": (v2/*:: as any*/),
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
                      (v3/*:: as any*/),
                      (v4/*:: as any*/),
                      (v5/*:: as any*/),
                      (v6/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "ContractOrganisation",
                        "kind": "LinkedField",
                        "name": "owner",
                        "plural": false,
                        "selections": [
                          (v7/*:: as any*/),
                          (v4/*:: as any*/),
                          (v8/*:: as any*/),
                          (v3/*:: as any*/)
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
                        "selections": (v10/*:: as any*/),
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "ContractContact",
                        "kind": "LinkedField",
                        "name": "supplier",
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
            "storageKey": "contracts(archived:true,first:5000)"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "ff5d6a9719e4c04fb0fb4908cf11dba1",
    "id": null,
    "metadata": {},
    "name": "ArchivedProjectsPageQuery",
    "operationKind": "query",
    "text": "query ArchivedProjectsPageQuery {\n  projects {\n    activeCount\n    archivedCount\n    contracts(archived: true, first: 5000) {\n      edges {\n        node {\n          id\n          slug\n          siteName\n          viewerIsSupplier\n          owner {\n            name\n            slug\n            isViewer\n            id\n          }\n          customer {\n            name\n            id\n          }\n          supplier {\n            name\n            id\n          }\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "8305deab9b4b32a0127c814769dcc8cd";

export default node;
