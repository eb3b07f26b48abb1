/**
 * @generated SignedSource<<c0bdbb252841eb68e7ad2df7f55aeb9a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ProjectMatchesQuery$variables = Record<PropertyKey, never>;
export type ProjectMatchesQuery$data = {
  readonly projects: {
    readonly contracts: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly counterpartyName: string | null | undefined;
          readonly id: string;
          readonly owner: {
            readonly slug: string;
          };
          readonly siteName: string;
          readonly slug: string;
          readonly viewerIsSupplier: boolean;
        };
      }>;
    };
  } | null | undefined;
};
export type ProjectMatchesQuery = {
  response: ProjectMatchesQuery$data;
  variables: ProjectMatchesQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
},
v1 = [
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
        "args": [
          {
            "kind": "Literal",
            "name": "first",
            "value": 5000
          }
        ],
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
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "id",
                    "storageKey": null
                  },
                  (v0/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "siteName",
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
                    "concreteType": "ContractOrganisation",
                    "kind": "LinkedField",
                    "name": "owner",
                    "plural": false,
                    "selections": [
                      (v0/*:: as any*/)
                    ],
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
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ProjectMatchesQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ProjectMatchesQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "a4cc67cfd3d178e7cfef958c640fc50f",
    "id": null,
    "metadata": {},
    "name": "ProjectMatchesQuery",
    "operationKind": "query",
    "text": "query ProjectMatchesQuery {\n  projects {\n    contracts(first: 5000) {\n      edges {\n        node {\n          id\n          slug\n          siteName\n          viewerIsSupplier\n          counterpartyName\n          owner {\n            slug\n          }\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "8d5eae5ff07628a697210ca67a679c4d";

export default node;
