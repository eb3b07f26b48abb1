/**
 * @generated SignedSource<<0b8a6dbcba33cf689b9d1006e4ddf5d2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ContractRelation = "Customer" | "Other" | "Supplier" | "%future added value";
export type PartyConsent = "Accepted" | "Declined" | "Pending" | "%future added value";
export type ProjectsPageQuery$variables = Record<PropertyKey, never>;
export type ProjectsPageQuery$data = {
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
    readonly invitations: ReadonlyArray<{
      readonly contractId: string;
      readonly inviterName: string;
      readonly ownerSlug: string;
      readonly relation: ContractRelation;
      readonly siteName: string;
      readonly slug: string;
      readonly viewerCanAnswer: boolean;
    }>;
    readonly viewerCanCreate: boolean;
  } | null | undefined;
};
export type ProjectsPageQuery = {
  response: ProjectsPageQuery$data;
  variables: ProjectsPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "siteName",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
},
v2 = [
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
        "args": null,
        "kind": "ScalarField",
        "name": "viewerCanCreate",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "ContractInvitation",
        "kind": "LinkedField",
        "name": "invitations",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "contractId",
            "storageKey": null
          },
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "ownerSlug",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "inviterName",
            "storageKey": null
          },
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
            "name": "viewerCanAnswer",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
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
                  (v1/*:: as any*/),
                  (v0/*:: as any*/),
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
                      (v1/*:: as any*/),
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
    "name": "ProjectsPageQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ProjectsPageQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "c6db45a8b35910036b1e39eca9e1a132",
    "id": null,
    "metadata": {},
    "name": "ProjectsPageQuery",
    "operationKind": "query",
    "text": "query ProjectsPageQuery {\n  projects {\n    activeCount\n    archivedCount\n    viewerCanCreate\n    invitations {\n      contractId\n      siteName\n      slug\n      ownerSlug\n      inviterName\n      relation\n      viewerCanAnswer\n    }\n    contracts(first: 5000) {\n      edges {\n        node {\n          id\n          slug\n          siteName\n          viewerIsSupplier\n          counterpartyName\n          counterpartyConsent\n          owner {\n            name\n            slug\n            isViewer\n          }\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "32bf4bd9e9a6993d8d68726508097d37";

export default node;
