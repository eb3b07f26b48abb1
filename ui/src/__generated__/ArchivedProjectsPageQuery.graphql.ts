/**
 * @generated SignedSource<<b72b7f84662e8e742355cf85de4ea415>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ArchivedProjectsPageQuery$variables = Record<PropertyKey, never>;
export type ArchivedProjectsPageQuery$data = {
  readonly projects: {
    readonly activeCount: number;
    readonly archivedCount: number;
    readonly contracts: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly id: string;
          readonly " $fragmentSpreads": FragmentRefs<"ProjectList_contract">;
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
};
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
                      {
                        "args": null,
                        "kind": "FragmentSpread",
                        "name": "ProjectList_contract"
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
                          (v4/*:: as any*/),
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
    ]
  },
  "params": {
    "cacheID": "d044fba97900f43748c322ec55a6e7c8",
    "id": null,
    "metadata": {},
    "name": "ArchivedProjectsPageQuery",
    "operationKind": "query",
    "text": "query ArchivedProjectsPageQuery {\n  projects {\n    activeCount\n    archivedCount\n    contracts(archived: true, first: 5000) {\n      edges {\n        node {\n          id\n          ...ProjectList_contract\n        }\n      }\n    }\n  }\n}\n\nfragment ProjectList_contract on Contract {\n  id\n  slug\n  siteName\n  viewerIsSupplier\n  counterpartyName\n  counterpartyConsent\n  owner {\n    name\n    slug\n    isViewer\n  }\n}\n"
  }
};
})();

(node as any).hash = "a72e4a091f47bb85940b7de19dc0356a";

export default node;
