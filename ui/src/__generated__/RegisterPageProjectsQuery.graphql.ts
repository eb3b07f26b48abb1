/**
 * @generated SignedSource<<d2f23849c9669e5d76c406d3781891e9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type RegisterPageProjectsQuery$variables = Record<PropertyKey, never>;
export type RegisterPageProjectsQuery$data = {
  readonly projects: {
    readonly contracts: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly id: string;
          readonly siteName: string;
        };
      }>;
    };
  } | null | undefined;
};
export type RegisterPageProjectsQuery = {
  response: RegisterPageProjectsQuery$data;
  variables: RegisterPageProjectsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
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
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "siteName",
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
    "name": "RegisterPageProjectsQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "RegisterPageProjectsQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "decf5efe100792a34684a26ad5d0aec6",
    "id": null,
    "metadata": {},
    "name": "RegisterPageProjectsQuery",
    "operationKind": "query",
    "text": "query RegisterPageProjectsQuery {\n  projects {\n    contracts(first: 5000) {\n      edges {\n        node {\n          id\n          siteName\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "81d6152e93a726102518027dc64ccb6c";

export default node;
