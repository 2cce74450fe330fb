package io.admiralty.api;

import io.quarkus.hibernate.validator.ValidatorFactoryCustomizer;
import jakarta.enterprise.context.ApplicationScoped;
import org.hibernate.validator.BaseHibernateValidatorConfiguration;
import org.hibernate.validator.spi.nodenameprovider.JavaBeanProperty;
import org.hibernate.validator.spi.nodenameprovider.Property;

/**
 * Bean Validation names a request's fields as its JSON does: a record component the wire names otherwise
 * ({@link WireNames}: a season's {@code final}, which Java reserves, is the component {@code finalPlan}) is refused
 * under the name the caller wrote, in the API's sentences and beside the console's form fields alike.
 */
@ApplicationScoped
class JsonFieldNames implements ValidatorFactoryCustomizer {

    @Override
    public void customize(BaseHibernateValidatorConfiguration<?> configuration) {
        configuration.propertyNodeNameProvider(JsonFieldNames::name);
    }

    static String name(Property property) {
        if (property instanceof JavaBeanProperty bean) {
            return WireNames.of(bean.getDeclaringClass(), property.getName());
        }
        return property.getName();
    }
}
