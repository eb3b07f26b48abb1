/**
 * @generated SignedSource<<34ac12cb4359c4923b063f655182f4a5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type PartyConsent = "Accepted" | "Declined" | "Pending" | "Removed" | "%future added value";
export type ArchivedProjectsPageQuery$variables = Record<PropertyKey, never>;
export type ArchivedProjectsPageQuery$data = {
  readonly projects: {
    readonly activeCount: number;
    readonly archivedCount: number;
    readonly contracts: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly counterpartyConsent: PartyConsent;
          readonly counterpartyName: string | null | undefined;
          readonly id: string;
          readonly owner: {
            readonly isViewer: boolean;
            readonly name: string;
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
export type ArchivedProjectsPageQuery = {
  response: ArchivedProjectsPageQuery$data;
  variables: ArchivedProjectsPageQuery$variables;
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
        "args": null,
        "kind": "ScalarField",
        "name": "activeCount",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "archivedCount",
        "storageKey": null
      },
      {
        "alias": null,
        "args": [
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
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "name",
                        "storageKey": null
                      },
                      (v0/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "isViewer",
                        "storageKey": null
                      }
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
        "storageKey": "contracts(archived:true,first:5000)"
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
    "name": "ArchivedProjectsPageQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ArchivedProjectsPageQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "f8b8a2a3c67706506496ae621c87a87a",
    "id": null,
    "metadata": {},
    "name": "ArchivedProjectsPageQuery",
    "operationKind": "query",
    "text": "query ArchivedProjectsPageQuery {\n  projects {\n    activeCount\n    archivedCount\n    contracts(archived: true, first: 5000) {\n      edges {\n        node {\n          id\n          slug\n          siteName\n          viewerIsSupplier\n          counterpartyName\n          counterpartyConsent\n          owner {\n            name\n            slug\n            isViewer\n          }\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "c3ed6c271e25264d45ed5b3a78224aa0";

export default node;
