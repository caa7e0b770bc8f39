// GTIN/UPC eligibility lists: imported from a CSV file in the dashboard (POST /v1/eligibility_lists
// with the file's text). An import re-classifies existing products on the list, so it refreshes
// product lists and prices too.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { EligibilityList, EligibilityListCreate } from "@/lib/schemas/eligibility-list";
import { apiCreate, type ApiClientError } from "../api";
import { productKeys } from "./products";
import { priceKeys } from "./prices";

export function useImportEligibilityList() {
  const queryClient = useQueryClient();
  return useMutation<EligibilityList, ApiClientError, EligibilityListCreate>({
    mutationFn: (body) => apiCreate<EligibilityList>("/v1/eligibility_lists", "eligibility_list", body),
    onSuccess: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: productKeys.all }), queryClient.invalidateQueries({ queryKey: priceKeys.all })]);
    },
  });
}
